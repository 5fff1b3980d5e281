import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toKobo } from '@/api/money';
import { createPayoutAccount } from '@/api/payouts';
import { getTransaction, getWallet } from '@/api/wallet';
import { withdraw } from '@/api/wallet-movements';
import { attachPersistence, type DbState } from '../db';
import { setSettleDelay } from '../ledger';
import { DEMO_USER_ID, TEST_ACCOUNTS } from '../seed';
import { signInDemo } from './helpers';
import { DEMO_ACCOUNT, key, SEED_BALANCE } from './wallet-fixtures';

/*
 * The mock's bank (mocks/ledger.ts): a pending withdrawal settles on the first request the mock
 * answers after the settle delay, with no timer, and after a reload of the state the browser mock
 * keeps in storage. The settlement's rules are the server's, tested in
 * server/__tests__/conformance/wallet-movements.test.ts.
 */

afterEach(() => setSettleDelay(4_000));

describe('the mock settles a withdrawal when a request comes', () => {
  beforeEach(signInDemo);

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
