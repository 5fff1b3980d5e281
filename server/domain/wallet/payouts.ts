import type { Bank, BankAccountRequest, PayoutAccount } from '@/api/schemas/payouts';
import { DomainError, notFound } from '../errors';
import { newId } from '../ids';
import { newestFirst } from '../lists';
import { limitedLookup } from '../lookup-limits';
import type { Ctx, Tx } from '../ports';
import { banks, nameEnquiry } from './banks';
import type { PayoutAccountRecord } from './records';

/* Where withdrawals go: the partner's own Nigerian bank accounts, checked by the bank's name enquiry. */

/** The most bank accounts one partner may save. */
export const MAX_PAYOUT_ACCOUNTS = 10;

export const listBanks = (): Bank[] => [...banks];

/** Tells an account holder's name: a limited number per partner in a window (server/domain/lookup-limits.ts). */
export const resolveBankAccount = ({ tx }: Ctx, partnerId: string, body: BankAccountRequest, now: number) =>
  limitedLookup(tx, 'name-enquiry', partnerId, now, () => ({ accountName: nameEnquiry(body).accountName }));

const publicAccount = ({ partnerId: _partnerId, ...account }: PayoutAccountRecord): PayoutAccount => account;

/** Newest first by when they were saved; of one instant, the one saved last first. */
const newestSaved = (accounts: readonly PayoutAccountRecord[]) => newestFirst(accounts, (a) => a.createdAt);

/** Default first, then the newest. */
export const listPayoutAccounts = async (tx: Tx, partnerId: string): Promise<PayoutAccount[]> =>
  newestSaved(await tx.payoutAccounts.list(partnerId))
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault))
    .map(publicAccount);

/** One of the partner's payout accounts, or 404. */
export async function ownAccount(tx: Tx, partnerId: string, id: string | undefined): Promise<PayoutAccountRecord> {
  const account = (await tx.payoutAccounts.list(partnerId)).find((a) => a.id === id);
  if (!account) throw notFound('Payout account');
  return account;
}

/** Exactly one of a partner's accounts is the default whenever they have any (the old one unset first). */
async function makeDefault(tx: Tx, partnerId: string, id: string): Promise<void> {
  for (const other of await tx.payoutAccounts.list(partnerId)) {
    if (other.isDefault && other.id !== id) await tx.payoutAccounts.setDefault(partnerId, other.id, false);
  }
  await tx.payoutAccounts.setDefault(partnerId, id, true);
}

/** A new account, named by the bank's name enquiry; the first a partner saves is its default. */
export async function createPayoutAccount(
  { tx }: Ctx,
  partnerId: string,
  body: BankAccountRequest,
  now: number,
): Promise<PayoutAccount> {
  await tx.lockPartner(partnerId);
  const own = await tx.payoutAccounts.list(partnerId);
  if (own.some((a) => a.bankCode === body.bankCode && a.accountNumber === body.accountNumber)) {
    throw new DomainError(409, 'You have already saved this account', 'DUPLICATE_ACCOUNT');
  }
  if (own.length >= MAX_PAYOUT_ACCOUNTS) {
    throw new DomainError(
      422,
      `You can save up to ${MAX_PAYOUT_ACCOUNTS} bank accounts: delete one first`,
      'TOO_MANY_ACCOUNTS',
    );
  }
  const { bankName, accountName } = nameEnquiry(body);
  const account: PayoutAccountRecord = {
    partnerId,
    id: newId('pa'),
    bankCode: body.bankCode,
    bankName,
    accountNumber: body.accountNumber,
    accountName,
    isDefault: own.length === 0,
    createdAt: new Date(now).toISOString(),
  };
  await tx.payoutAccounts.insert(account);
  return publicAccount(account);
}

export async function setDefaultPayoutAccount({ tx }: Ctx, partnerId: string, id: string | undefined) {
  await tx.lockPartner(partnerId);
  const account = await ownAccount(tx, partnerId, id);
  await makeDefault(tx, partnerId, account.id);
  return publicAccount({ ...account, isDefault: true });
}

/** Deleting the default makes the newest remaining account the default. */
export async function deletePayoutAccount({ tx }: Ctx, partnerId: string, id: string | undefined) {
  await tx.lockPartner(partnerId);
  const account = await ownAccount(tx, partnerId, id);
  await tx.payoutAccounts.delete(partnerId, account.id);
  const newest = newestSaved(await tx.payoutAccounts.list(partnerId))[0];
  if (account.isDefault && newest) await makeDefault(tx, partnerId, newest.id);
  return { id: account.id };
}
