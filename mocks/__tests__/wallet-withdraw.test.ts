import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toKobo } from '@/api/money';
import { createPayoutAccount } from '@/api/payouts';
import { getTransaction, getWallet, listTransactions } from '@/api/wallet';
import { withdraw } from '@/api/wallet-movements';
import { attachPersistence, type DbState } from '../db';
import { setSettleDelay, settlePendingNow } from '../ledger';
import { DEMO_USER_ID, SECOND_PARTNER_PAYOUT_ACCOUNT, TEST_ACCOUNTS } from '../seed';
import { expectFailure, mockState, raw, signInDemo } from './helpers';
import {
  balanceOf,
  DEMO_ACCOUNT,
  expectWalletAsSeeded,
  key,
  REFERENCE,
  SEED_BALANCE,
  SEEDED_MOVEMENTS,
} from './wallet-fixtures';

afterEach(() => setSettleDelay(4_000));

describe('wallet: POST /api/wallet/withdraw', () => {
  beforeEach(signInDemo);

  it('records a pending withdrawal with its fee; the balance drops by amount + fee at once', async () => {
    const reply = await withdraw({ amount: 5_000, payoutAccountId: DEMO_ACCOUNT }, key());
    expect(reply.newBalance).toBe(SEED_BALANCE - 5_010);
    expect(reply.transaction).toMatchObject({
      type: 'debit',
      amount: 5_000,
      fee: 10,
      status: 'pending',
      category: 'withdrawal',
      description: 'Withdrawal to GTBank ••6789',
      counterpart: { kind: 'bank-account', name: 'SWIFT RIDERS LTD', detail: 'GTBank ••••6789' },
    });
    expect(reply.transaction.reference).toMatch(REFERENCE);
    expect(reply.transaction.timeline.map((e) => e.status)).toEqual(['pending']);
    expect(reply.transaction.failureReason).toBeUndefined();
    expect((await getWallet()).balance).toBe(SEED_BALANCE - 5_010);
    expect(balanceOf(DEMO_USER_ID)).toBe(toKobo(SEED_BALANCE) - 501_000);
  });

  it('charges the fee of its tier: ₦10 up to ₦5,000, ₦25 up to ₦50,000, ₦50 above', async () => {
    const fees = [];
    for (const amount of [100, 5_000, 5_000.01, 50_000, 50_000.01]) {
      fees.push((await withdraw({ amount, payoutAccountId: DEMO_ACCOUNT }, key())).transaction.fee);
    }
    expect(fees).toEqual([10, 10, 25, 25, 50]);
    // 125,000 − (110,100.02 moved + 120 of fees), to the kobo.
    expect((await getWallet()).balance).toBe(14_779.98);
  });

  it('may empty the wallet exactly, fee included', async () => {
    const reply = await withdraw({ amount: SEED_BALANCE - 50, payoutAccountId: DEMO_ACCOUNT }, key());
    expect(reply.newBalance).toBe(0);
  });

  it('refuses more than the balance once the fee is added, changing nothing', async () => {
    const before = mockState();
    for (const amount of [SEED_BALANCE, SEED_BALANCE - 49.99, 1_000_000]) {
      await expectFailure(withdraw({ amount, payoutAccountId: DEMO_ACCOUNT }, key()), {
        status: 400,
        code: 'INSUFFICIENT_BALANCE',
        message: 'Insufficient balance',
      });
    }
    await expectWalletAsSeeded(before);
  });

  it("refuses another partner's payout account and an unknown one (404), changing nothing", async () => {
    const before = mockState();
    await expectFailure(withdraw({ amount: 1_000, payoutAccountId: SECOND_PARTNER_PAYOUT_ACCOUNT.id }, key()), {
      status: 404,
      code: 'NOT_FOUND',
      message: 'Payout account not found',
    });
    await expectFailure(withdraw({ amount: 1_000, payoutAccountId: 'pa_nope' }, key()), {
      status: 404,
      code: 'NOT_FOUND',
    });
    await expectWalletAsSeeded(before);
  });

  it('refuses the old bank_details body: a payout account is required', async () => {
    const before = mockState();
    const { status, json } = await raw('/api/wallet/withdraw', {
      method: 'POST',
      headers: { 'Idempotency-Key': key() },
      body: {
        amount: 1_000,
        bank_details: { account_number: '0123456789', bank_code: '058', account_name: 'Ada Okafor' },
      },
    });
    expect(status).toBe(400);
    expect(json).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(json.message).toMatch(/^payout_account_id: /);
    expect(mockState()).toEqual(before);
  });
});

describe('wallet: POST /api/wallet/withdraw settles', () => {
  beforeEach(signInDemo);

  it('settles to completed (settlePendingNow): the timeline gains the event, the balance stays', async () => {
    const { transaction } = await withdraw({ amount: 5_000, payoutAccountId: DEMO_ACCOUNT }, key());
    expect(await settlePendingNow()).toBe(1);
    const settled = await getTransaction(transaction.id);
    expect(settled).toMatchObject({ status: 'completed', amount: 5_000, fee: 10 });
    expect(settled.timeline.map((e) => e.status)).toEqual(['pending', 'completed']);
    expect(settled.timeline[1]?.note).toBe('Paid into GTBank ••••6789');
    expect(settled.failureReason).toBeUndefined();
    expect((await getWallet()).balance).toBe(SEED_BALANCE - 5_010);
    expect((await listTransactions({ status: 'pending', category: 'withdrawal' })).total).toBe(0);
  });

  it('fails for an account ending in 0000 and gives back amount + fee in the same step', async () => {
    const dormant = await createPayoutAccount(TEST_ACCOUNTS.dormant);
    const { transaction, newBalance } = await withdraw({ amount: 20_000, payoutAccountId: dormant.id }, key());
    expect(newBalance).toBe(SEED_BALANCE - 20_025);
    expect(transaction.status).toBe('pending');

    await settlePendingNow();
    const failed = await getTransaction(transaction.id);
    expect(failed).toMatchObject({
      status: 'failed',
      amount: 20_000,
      fee: 25,
      failureReason: 'The bank refused the transfer: account dormant',
    });
    expect(failed.timeline.map((e) => e.status)).toEqual(['pending', 'failed']);
    expect((await getWallet()).balance).toBe(SEED_BALANCE);
    expect((await listTransactions()).total).toBe(SEEDED_MOVEMENTS + 1);
  });

  it('settles on the first request after its time, without any timer', async () => {
    setSettleDelay(0);
    const { transaction } = await withdraw({ amount: 1_000, payoutAccountId: DEMO_ACCOUNT }, key());
    expect(transaction.status).toBe('pending');
    expect((await getTransaction(transaction.id)).status).toBe('completed');
  });

  it('stays pending until the settle delay has passed (4 s by default)', async () => {
    const { transaction } = await withdraw({ amount: 1_000, payoutAccountId: DEMO_ACCOUNT }, key());
    expect((await getTransaction(transaction.id)).status).toBe('pending');
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 4_100);
    const settled = await getTransaction(transaction.id);
    expect(settled.status).toBe('completed');
    // It settled when the bank answered, not when someone looked.
    expect(Date.parse(settled.timeline[1]!.at)).toBeLessThanOrEqual(now + 4_000);
  });

  it('settles after a reload of the persisted state (the browser mock), all at once', async () => {
    let stored: unknown = null;
    const memory = {
      load: () => stored,
      save: (state: DbState) => {
        stored = JSON.parse(JSON.stringify(state));
      },
      clear: () => {
        stored = null;
      },
    };
    try {
      attachPersistence(memory);
      await signInDemo();
      const dormant = await createPayoutAccount(TEST_ACCOUNTS.dormant);
      const { transaction } = await withdraw({ amount: 3_000, payoutAccountId: dormant.id }, key());
      // The page reloads: the state comes back from storage, no timer survived.
      attachPersistence(memory);
      vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 5_000);
      expect((await getTransaction(transaction.id)).status).toBe('failed');
      expect((await getWallet()).balance).toBe(SEED_BALANCE);
      const saved = stored as DbState;
      expect(saved.transactions.find((t) => t.id === transaction.id)?.status).toBe('failed');
      expect(saved.wallets.find((w) => w.partnerId === DEMO_USER_ID)?.balance).toBe(toKobo(SEED_BALANCE));
    } finally {
      attachPersistence(null);
    }
  });
});
