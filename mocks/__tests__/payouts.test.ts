import { beforeEach, describe, expect, it } from 'vitest';
import { nubanCheckDigit } from '@/api/nuban';
import {
  createPayoutAccount,
  deletePayoutAccount,
  listBanks,
  listPayoutAccounts,
  resolveBankAccount,
  setDefaultPayoutAccount,
} from '@/api/payouts';
import { db } from '../db';
import { MAX_PAYOUT_ACCOUNTS } from '@server/domain/wallet/payouts';
import {
  DEMO_PAYOUT_ACCOUNT,
  SECOND_PARTNER,
  SECOND_PARTNER_PAYOUT_ACCOUNT,
  TEST_ACCOUNTS,
  VERIFICATION_CODE,
} from '../seed';
import {
  expectFailure,
  failure,
  mockState,
  raw,
  signInAs,
  signInDemo,
  signInNewPartner,
  signInSecondPartner,
} from './helpers';

/** A valid NUBAN at `bankCode` for a 9-digit serial (its CBN check digit appended). */
const nuban = (bankCode: string, serial: string) => `${serial}${nubanCheckDigit(bankCode, serial)}`;
/** The same number with a wrong last digit. */
const wrongCheckDigit = (accountNumber: string) => `${accountNumber.slice(0, 9)}${(Number(accountNumber[9]) + 1) % 10}`;

const demoAccount = {
  id: DEMO_PAYOUT_ACCOUNT.id,
  bankCode: '058',
  bankName: 'GTBank',
  accountNumber: DEMO_PAYOUT_ACCOUNT.accountNumber,
  accountName: 'SWIFT RIDERS LTD',
  isDefault: true,
};

describe('GET /api/banks', () => {
  beforeEach(signInDemo);

  it('lists Nigerian banks with their CBN codes, sorted by name', async () => {
    const banks = await listBanks();
    expect(banks.map((b) => b.name)).toEqual([...banks.map((b) => b.name)].sort((a, b) => a.localeCompare(b, 'en')));
    expect(banks).toEqual(
      expect.arrayContaining([
        { code: '044', name: 'Access Bank' },
        { code: '011', name: 'First Bank of Nigeria' },
        { code: '058', name: 'GTBank' },
        { code: '033', name: 'United Bank for Africa' },
        { code: '057', name: 'Zenith Bank' },
        { code: '50211', name: 'Kuda Microfinance Bank' },
        { code: '50515', name: 'Moniepoint Microfinance Bank' },
      ]),
    );
    expect(new Set(banks.map((b) => b.code)).size).toBe(banks.length);
    expect(banks.every((b) => /^(\d{3}|\d{5})$/.test(b.code))).toBe(true);
  });

  it('requires a signed-in partner', async () => {
    expect((await raw('/api/banks', { token: null })).status).toBe(401);
  });
});

describe('POST /api/banks/resolve (name enquiry)', () => {
  beforeEach(signInDemo);

  it("names the demo partner's own account as seeded, and any other valid number deterministically", async () => {
    expect(await resolveBankAccount({ bankCode: '058', accountNumber: DEMO_PAYOUT_ACCOUNT.accountNumber })).toEqual({
      accountName: 'SWIFT RIDERS LTD',
    });
    const other = { bankCode: '057', accountNumber: nuban('057', '212345678') };
    const name = (await resolveBankAccount(other)).accountName;
    expect(name).toMatch(/^[A-Z]+( [A-Z]+)+$/);
    expect((await resolveBankAccount(other)).accountName).toBe(name);
  });

  it('checks the NUBAN of a 5-digit (microfinance) code with the 9 prefix', async () => {
    const kuda = { bankCode: '50211', accountNumber: nuban('50211', '200000001') };
    expect((await resolveBankAccount(kuda)).accountName).toMatch(/^[A-Z ]+$/);
  });

  it('refuses a wrong check digit and a malformed number with a 400 naming the field', async () => {
    const wrong = await raw('/api/banks/resolve', {
      method: 'POST',
      body: { bank_code: '058', account_number: wrongCheckDigit(DEMO_PAYOUT_ACCOUNT.accountNumber) },
    });
    expect(wrong).toMatchObject({
      status: 400,
      json: {
        code: 'VALIDATION_ERROR',
        message: 'account_number: That account number is not valid for this bank: check the 10 digits',
      },
    });
    for (const accountNumber of ['12345', '01006467890', '01006467a9', '']) {
      const malformed = await raw('/api/banks/resolve', {
        method: 'POST',
        body: { bank_code: '058', account_number: accountNumber },
      });
      expect(malformed).toMatchObject({
        status: 400,
        json: { code: 'VALIDATION_ERROR', message: 'account_number: An account number has 10 digits' },
      });
    }
    // The same number is valid at one bank and not at another: the check digit depends on the bank.
    const elsewhere = await raw('/api/banks/resolve', {
      method: 'POST',
      body: { bank_code: '044', account_number: DEMO_PAYOUT_ACCOUNT.accountNumber },
    });
    expect(elsewhere.status).toBe(400);
  });

  it('refuses a bank code that is not in the list (400)', async () => {
    await expectFailure(resolveBankAccount({ bankCode: '999', accountNumber: nuban('999', '123456789') }), {
      status: 400,
      code: 'UNKNOWN_BANK',
      message: 'bank_code: Choose a bank from the list',
    });
  });

  it('finds no account behind a serial starting with 000 (422)', async () => {
    await expectFailure(resolveBankAccount(TEST_ACCOUNTS.notFound), {
      status: 422,
      code: 'ACCOUNT_NOT_FOUND',
      message: 'No account found with that number at GTBank',
    });
    await expectFailure(resolveBankAccount({ bankCode: '044', accountNumber: nuban('044', '000999111') }), {
      status: 422,
      code: 'ACCOUNT_NOT_FOUND',
      message: 'No account found with that number at Access Bank',
    });
  });

  it('the client refuses a wrong check digit before sending', async () => {
    const error = await failure(
      resolveBankAccount({ bankCode: '058', accountNumber: wrongCheckDigit(DEMO_PAYOUT_ACCOUNT.accountNumber) }),
    );
    expect(error).toMatchObject({
      kind: 'invalid-request',
      message: 'That account number is not valid for this bank: check the 10 digits',
    });
  });
});

describe('payout accounts', () => {
  beforeEach(signInDemo);

  it('the demo partner starts with one default account; new partners with none', async () => {
    expect(await listPayoutAccounts()).toEqual([{ ...demoAccount, createdAt: expect.any(String) as string }]);
    await signInAs('new@example.com', undefined, VERIFICATION_CODE);
    expect(await listPayoutAccounts()).toEqual([]);
    await signInNewPartner();
    expect(await listPayoutAccounts()).toEqual([]);
  });

  it('creates an account with the name the bank holds (201), not the default when one exists', async () => {
    const accountNumber = nuban('057', '212345678');
    const { status, json } = await raw('/api/payout-accounts', {
      method: 'POST',
      body: { bank_code: '057', account_number: accountNumber },
    });
    expect(status).toBe(201);
    const name = (await resolveBankAccount({ bankCode: '057', accountNumber })).accountName;
    expect(json.data).toMatchObject({
      bank_code: '057',
      bank_name: 'Zenith Bank',
      account_number: accountNumber,
      account_name: name,
      is_default: false,
    });
    const list = await listPayoutAccounts();
    expect(list.map((a) => [a.bankName, a.isDefault])).toEqual([
      ['GTBank', true],
      ['Zenith Bank', false],
    ]);
  });

  it('lists the default first, then the newest', async () => {
    const zenith = await createPayoutAccount({ bankCode: '057', accountNumber: nuban('057', '212345678') });
    const access = await createPayoutAccount({ bankCode: '044', accountNumber: nuban('044', '312345678') });
    expect((await listPayoutAccounts()).map((a) => a.id)).toEqual([DEMO_PAYOUT_ACCOUNT.id, access.id, zenith.id]);
    await setDefaultPayoutAccount(zenith.id);
    expect((await listPayoutAccounts()).map((a) => a.id)).toEqual([zenith.id, access.id, DEMO_PAYOUT_ACCOUNT.id]);
  });

  it("a partner's first account becomes the default", async () => {
    await signInNewPartner();
    expect(await listPayoutAccounts()).toEqual([]);
    const first = await createPayoutAccount({ bankCode: '033', accountNumber: nuban('033', '412345678') });
    expect(first.isDefault).toBe(true);
    const second = await createPayoutAccount({ bankCode: '035', accountNumber: nuban('035', '512345678') });
    expect(second.isDefault).toBe(false);
  });

  it('refuses the same bank and number twice (409), changing nothing', async () => {
    const before = mockState();
    await expectFailure(createPayoutAccount({ bankCode: '058', accountNumber: DEMO_PAYOUT_ACCOUNT.accountNumber }), {
      status: 409,
      code: 'DUPLICATE_ACCOUNT',
      message: 'You have already saved this account',
    });
    expect(mockState()).toEqual(before);
    expect(await listPayoutAccounts()).toHaveLength(1);
  });

  it('refuses a number the bank does not know (422), a wrong check digit (400) and an unknown bank (400)', async () => {
    const before = mockState();
    await expectFailure(createPayoutAccount(TEST_ACCOUNTS.notFound), { status: 422, code: 'ACCOUNT_NOT_FOUND' });
    const wrong = await raw('/api/payout-accounts', {
      method: 'POST',
      body: { bank_code: '058', account_number: wrongCheckDigit(TEST_ACCOUNTS.dormant.accountNumber) },
    });
    expect(wrong).toMatchObject({ status: 400, json: { code: 'VALIDATION_ERROR' } });
    await expectFailure(createPayoutAccount({ bankCode: '999', accountNumber: nuban('999', '123456789') }), {
      status: 400,
      code: 'UNKNOWN_BANK',
    });
    expect(mockState()).toEqual(before);
  });

  it(`keeps at most ${MAX_PAYOUT_ACCOUNTS} accounts per partner (422)`, async () => {
    for (let i = 1; i < MAX_PAYOUT_ACCOUNTS; i += 1) {
      await createPayoutAccount({
        bankCode: '057',
        accountNumber: nuban('057', `6000000${String(i).padStart(2, '0')}`),
      });
    }
    const before = mockState();
    await expectFailure(createPayoutAccount({ bankCode: '057', accountNumber: nuban('057', '700000000') }), {
      status: 422,
      code: 'TOO_MANY_ACCOUNTS',
    });
    expect(mockState()).toEqual(before);
  });

  it('sets the default: exactly one', async () => {
    const zenith = await createPayoutAccount({ bankCode: '057', accountNumber: nuban('057', '212345678') });
    const reply = await setDefaultPayoutAccount(zenith.id);
    expect(reply).toMatchObject({ id: zenith.id, isDefault: true });
    const list = await listPayoutAccounts();
    expect(list.filter((a) => a.isDefault).map((a) => a.id)).toEqual([zenith.id]);
    // Again: still exactly one.
    await setDefaultPayoutAccount(zenith.id);
    expect((await listPayoutAccounts()).filter((a) => a.isDefault)).toHaveLength(1);
  });

  it('deleting the default makes the newest remaining account the default', async () => {
    const older = await createPayoutAccount({ bankCode: '057', accountNumber: nuban('057', '212345678') });
    const newer = await createPayoutAccount({ bankCode: '044', accountNumber: nuban('044', '312345678') });
    expect(await deletePayoutAccount(DEMO_PAYOUT_ACCOUNT.id)).toEqual({ id: DEMO_PAYOUT_ACCOUNT.id });
    const list = await listPayoutAccounts();
    expect(list.map((a) => [a.id, a.isDefault])).toEqual([
      [newer.id, true],
      [older.id, false],
    ]);
    // Deleting one that is not the default leaves the default alone.
    await deletePayoutAccount(older.id);
    expect((await listPayoutAccounts()).map((a) => [a.id, a.isDefault])).toEqual([[newer.id, true]]);
    await deletePayoutAccount(newer.id);
    expect(await listPayoutAccounts()).toEqual([]);
  });

  it("404s another partner's account on set-default and delete, changing nothing", async () => {
    const before = mockState();
    await expectFailure(setDefaultPayoutAccount(SECOND_PARTNER_PAYOUT_ACCOUNT.id), {
      status: 404,
      code: 'NOT_FOUND',
      message: 'Payout account not found',
    });
    await expectFailure(deletePayoutAccount(SECOND_PARTNER_PAYOUT_ACCOUNT.id), { status: 404, code: 'NOT_FOUND' });
    await expectFailure(deletePayoutAccount('pa_nope'), { status: 404, code: 'NOT_FOUND' });
    expect(mockState()).toEqual(before);

    await signInSecondPartner();
    expect((await listPayoutAccounts()).map((a) => a.id)).toEqual([SECOND_PARTNER_PAYOUT_ACCOUNT.id]);
    expect(db.state.users.find((u) => u.id === SECOND_PARTNER.id)?.verified).toBe(true);
  });

  it('another partner may save the same bank account (a joint or company account)', async () => {
    await signInSecondPartner();
    const account = await createPayoutAccount({ bankCode: '058', accountNumber: DEMO_PAYOUT_ACCOUNT.accountNumber });
    expect(account).toMatchObject({ accountName: 'SWIFT RIDERS LTD', isDefault: false });
  });

  it('requires a signed-in partner', async () => {
    expect((await raw('/api/payout-accounts', { token: null })).status).toBe(401);
  });
});
