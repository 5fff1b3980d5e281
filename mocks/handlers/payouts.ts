import { endpoints } from '@/api/endpoints';
import type { BankAccountRequest } from '@/api/schemas/payouts';
import { bankNamed, banks, holderNameOf, isUnknownAccount } from '../banks';
import { db, nextId, type PayoutAccountRecord } from '../db';
import { findOwned, handle, newestFirst } from '../http';
import { MockError } from '../errors';
import { limitedLookup } from '../lookup-limits';

/** The most bank accounts one partner may save. */
export const MAX_PAYOUT_ACCOUNTS = 10;

const accountsOf = (partnerId: string) => db.state.payoutAccounts.filter((a) => a.partnerId === partnerId);

/**
 * Name enquiry, as a bank's NIP would answer it. The schema has already refused a malformed
 * number or a wrong check digit (400). Here: an unknown bank code (400), no account behind the
 * number (422: a serial starting with 000), else the holder's name.
 */
function nameEnquiry({ bankCode, accountNumber }: BankAccountRequest): { bankName: string; accountName: string } {
  const bank = bankNamed(bankCode);
  if (!bank) throw new MockError(400, 'bank_code: Choose a bank from the list', 'UNKNOWN_BANK');
  if (isUnknownAccount(accountNumber)) {
    throw new MockError(422, `No account found with that number at ${bank.name}`, 'ACCOUNT_NOT_FOUND');
  }
  return { bankName: bank.name, accountName: holderNameOf(bankCode, accountNumber) };
}

/** Default first, then the newest. */
const listed = (partnerId: string) =>
  newestFirst(accountsOf(partnerId), (a) => a.createdAt).sort((a, b) => Number(b.isDefault) - Number(a.isDefault));

/** Exactly one of a partner's accounts is the default whenever they have any. */
function makeDefault(account: PayoutAccountRecord): void {
  for (const other of accountsOf(account.partnerId)) other.isDefault = other === account;
}

export const payoutHandlers = [
  handle(endpoints.listBanks, () => [...banks]),

  // Tells an account holder's name: a limited number per partner in a window (mocks/lookup-limits.ts).
  handle(endpoints.resolveBankAccount, ({ user, body }) =>
    limitedLookup('name-enquiry', user.id, () => ({ accountName: nameEnquiry(body).accountName })),
  ),

  handle(endpoints.listPayoutAccounts, ({ user }) => listed(user.id)),

  handle(endpoints.createPayoutAccount, ({ user, body }) => {
    const own = accountsOf(user.id);
    if (own.some((a) => a.bankCode === body.bankCode && a.accountNumber === body.accountNumber)) {
      throw new MockError(409, 'You have already saved this account', 'DUPLICATE_ACCOUNT');
    }
    if (own.length >= MAX_PAYOUT_ACCOUNTS) {
      throw new MockError(
        422,
        `You can save up to ${MAX_PAYOUT_ACCOUNTS} bank accounts: delete one first`,
        'TOO_MANY_ACCOUNTS',
      );
    }
    const { bankName, accountName } = nameEnquiry(body);
    const account: PayoutAccountRecord = {
      partnerId: user.id,
      id: nextId('pa'),
      bankCode: body.bankCode,
      bankName,
      accountNumber: body.accountNumber,
      accountName,
      // The first account a partner saves is the default.
      isDefault: own.length === 0,
      createdAt: new Date().toISOString(),
    };
    db.state.payoutAccounts.push(account);
    return account;
  }),

  handle(endpoints.setDefaultPayoutAccount, ({ user, params }) => {
    const account = findOwned(db.state.payoutAccounts, params.id, user.id, 'Payout account');
    makeDefault(account);
    return account;
  }),

  handle(endpoints.deletePayoutAccount, ({ user, params }) => {
    const account = findOwned(db.state.payoutAccounts, params.id, user.id, 'Payout account');
    db.state.payoutAccounts = db.state.payoutAccounts.filter((a) => a !== account);
    // Deleting the default makes the newest remaining account the default.
    const newest = newestFirst(accountsOf(user.id), (a) => a.createdAt)[0];
    if (account.isDefault && newest) makeDefault(newest);
    return { id: account.id };
  }),
];
