import { request } from './client';
import { payoutEndpoints as endpoints } from './contract/payouts';
import type { BankAccountRequest } from './schemas/payouts';

export const listBanks = (signal?: AbortSignal) => request(endpoints.listBanks, { signal });
export const resolveBankAccount = (body: BankAccountRequest) => request(endpoints.resolveBankAccount, { body });
export const listPayoutAccounts = (signal?: AbortSignal) => request(endpoints.listPayoutAccounts, { signal });
export const createPayoutAccount = (body: BankAccountRequest) => request(endpoints.createPayoutAccount, { body });
export const setDefaultPayoutAccount = (id: string) => request(endpoints.setDefaultPayoutAccount, { params: { id } });
export const deletePayoutAccount = (id: string) => request(endpoints.deletePayoutAccount, { params: { id } });
