import { z } from 'zod/mini';
import { deletedReply } from '../schemas/common';
import * as s from '../schemas/payouts';
import { endpoint } from './endpoint';

/** Banks and payout accounts: where withdrawals go (docs/product.md#money, docs/api-contract.md). */
export const payoutEndpoints = {
  listBanks: endpoint({ method: 'GET', path: '/api/banks', auth: 'user', reply: z.array(s.bank) }),
  resolveBankAccount: endpoint({
    method: 'POST',
    path: '/api/banks/resolve',
    auth: 'user',
    body: s.bankAccountRequest,
    reply: s.resolvedAccount,
  }),
  listPayoutAccounts: endpoint({
    method: 'GET',
    path: '/api/payout-accounts',
    auth: 'user',
    reply: z.array(s.payoutAccount),
  }),
  createPayoutAccount: endpoint({
    method: 'POST',
    path: '/api/payout-accounts',
    auth: 'user',
    body: s.bankAccountRequest,
    reply: s.payoutAccount,
    status: 201,
  }),
  setDefaultPayoutAccount: endpoint({
    method: 'PATCH',
    path: '/api/payout-accounts/:id/default',
    auth: 'user',
    reply: s.payoutAccount,
  }),
  deletePayoutAccount: endpoint({
    method: 'DELETE',
    path: '/api/payout-accounts/:id',
    auth: 'user',
    reply: deletedReply,
  }),
} as const;
