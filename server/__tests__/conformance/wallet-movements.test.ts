import { expect, it } from 'vitest';
import { MAX_BALANCE_KOBO } from '../../domain/wallet/ledger';
import { as, onEveryStore, outcome, refusalOf, signIn } from '../support/suite';
import { balance, expectLedgerMatchesBalance, key, move, movement, TEST_MODE, transactions } from '../support/wallet';

/*
 * The money a partner moves, on every store: top-ups, withdrawals and their settlement,
 * transfers, the recipient's look-up, Idempotency-Keys, and test mode's money kept apart.
 */

const CHIDI = 'chidi@riders.ng';

onEveryStore('top-ups', (api) => {
  it('by card: completed at once, charged to the default card', async () => {
    const session = await signIn(api());
    const reply = await move(api(), session, '/api/wallet/top-up', { amount: 5_000, payment_method: 'card' });
    expect(movement(reply)).toMatchObject({
      new_balance: 130_000,
      transaction: {
        type: 'credit',
        amount: 5_000,
        status: 'completed',
        category: 'top-up',
        counterpart: { kind: 'card', name: 'Verve ••••4081', detail: 'Ada Okafor' },
      },
    });
    expect((await transactions(api(), session)).items[0]).toEqual(movement(reply).transaction);
  });

  it('by bank transfer: pending, in the balance only once the bank has settled it', async () => {
    const session = await signIn(api());
    const reply = await move(api(), session, '/api/wallet/top-up', { amount: 20_000, payment_method: 'bank_transfer' });
    const { transaction, new_balance } = movement(reply);
    expect([transaction.status, new_balance]).toEqual(['pending', 125_000]);
    expect(transaction.counterpart).toEqual({
      kind: 'bank-transfer',
      name: 'SWIFT RIDERS LTD',
      detail: 'GTBank ••••6789',
    });
    expect(await api().settle()).toBe(1);
    expect(await balance(api(), session)).toBe(145_000);
    const settled = (await api().call(`/api/wallet/transactions/${transaction.id}`, as(session))).json.data;
    expect(settled).toMatchObject({ status: 'completed', timeline: [{ status: 'pending' }, { status: 'completed' }] });
    expect(await api().settle()).toBe(0);
  });

  it('refuses to take the wallet past its limit (422), what is on its way counted', async () => {
    const session = await signIn(api());
    await api().setBalance('usr_demo', MAX_BALANCE_KOBO - 100_000);
    await move(api(), session, '/api/wallet/top-up', { amount: 600, payment_method: 'bank_transfer' });
    const refused = await move(api(), session, '/api/wallet/top-up', { amount: 500, payment_method: 'card' });
    expect(outcome(refused)).toEqual({ status: 422, code: 'WALLET_LIMIT' });
    expect(refused.json.message).toBe('That would take your wallet past its limit of ₦1,000,000,000');
    const fits = await move(api(), session, '/api/wallet/top-up', { amount: 400, payment_method: 'card' });
    expect(movement(fits).new_balance).toBe(999_999_400);
  });
});

onEveryStore('withdrawals', (api) => {
  it('take amount and fee at once, by the fee tiers, and are paid when the bank answers', async () => {
    const session = await signIn(api());
    const fees: number[] = [];
    for (const amount of [100, 5_000, 5_000.01, 50_000, 50_000.01]) {
      const reply = await move(api(), session, '/api/wallet/withdraw', { amount, payout_account_id: 'pa_demo_gtbank' });
      expect(movement(reply).transaction).toMatchObject({
        status: 'pending',
        description: 'Withdrawal to GTBank ••6789',
      });
      fees.push(movement(reply).transaction.fee);
    }
    expect(fees).toEqual([10, 10, 25, 25, 50]);
    expect(await balance(api(), session)).toBe(14_779.98);
    const [first] = (await transactions(api(), session, 'limit=5')).items.reverse();
    expect(first).toMatchObject({
      type: 'debit',
      amount: 100,
      category: 'withdrawal',
      counterpart: { kind: 'bank-account', name: 'SWIFT RIDERS LTD', detail: 'GTBank ••••6789' },
      timeline: [{ status: 'pending' }],
    });
    expect(first!.failure_reason).toBeUndefined();
    expect(await api().settle()).toBe(5);
    expect(await balance(api(), session)).toBe(14_779.98);
    expect((await transactions(api(), session, 'category=withdrawal&status=completed')).total).toBe(6);
    expect((await transactions(api(), session, 'category=withdrawal&status=pending')).total).toBe(0);
    const paid = (await api().call(`/api/wallet/transactions/${first!.id}`, as(session))).json.data;
    expect(paid).toMatchObject({
      status: 'completed',
      timeline: [{ status: 'pending' }, { status: 'completed', note: 'Paid into GTBank ••••6789' }],
    });
    expect((paid as { failure_reason?: string }).failure_reason).toBeUndefined();
    await expectLedgerMatchesBalance(api(), session);
  });

  it('refuse more than the balance, fee included (400), changing nothing', async () => {
    const session = await signIn(api());
    for (const amount of [125_000, 124_950.01, 1_000_000]) {
      const refused = await move(api(), session, '/api/wallet/withdraw', {
        amount,
        payout_account_id: 'pa_demo_gtbank',
      });
      expect(refusalOf(refused)).toEqual({
        status: 400,
        code: 'INSUFFICIENT_BALANCE',
        message: 'Insufficient balance',
      });
    }
    // The old body, bank details in place of a saved payout account.
    const oldBody = await move(api(), session, '/api/wallet/withdraw', {
      amount: 1_000,
      bank_details: { account_number: '0123456789', bank_code: '058', account_name: 'Ada Okafor' },
    });
    expect(outcome(oldBody)).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
    expect(oldBody.json.message).toMatch(/^payout_account_id: /);
    expect(await balance(api(), session)).toBe(125_000);
    expect((await transactions(api(), session)).total).toBe(11);
    const all = await move(api(), session, '/api/wallet/withdraw', {
      amount: 124_950,
      payout_account_id: 'pa_demo_gtbank',
    });
    expect(movement(all).new_balance).toBe(0);
  });

  it('to a dormant account fail when the bank answers, and the money and fee come back', async () => {
    const session = await signIn(api());
    const dormant = await api().call(
      '/api/payout-accounts',
      as(session, { body: { bank_code: '058', account_number: '0120060000' } }),
    );
    const id = (dormant.json.data as { id: string }).id;
    const reply = await move(api(), session, '/api/wallet/withdraw', { amount: 20_000, payout_account_id: id });
    expect(movement(reply).new_balance).toBe(125_000 - 20_025);
    await api().settle();
    const failed = (await api().call(`/api/wallet/transactions/${movement(reply).transaction.id}`, as(session))).json
      .data;
    expect(failed).toMatchObject({
      status: 'failed',
      amount: 20_000,
      fee: 25,
      failure_reason: 'The bank refused the transfer: account dormant',
      timeline: [{ status: 'pending' }, { status: 'failed' }],
    });
    expect(await balance(api(), session)).toBe(125_000);
    expect((await transactions(api(), session)).total).toBe(12);
    for (const payoutAccount of ['pa_chidi_access', 'pa_nope']) {
      const refused = await move(api(), session, '/api/wallet/withdraw', {
        amount: 100,
        payout_account_id: payoutAccount,
      });
      expect({ payoutAccount, ...refusalOf(refused) }).toEqual({
        payoutAccount,
        status: 404,
        code: 'NOT_FOUND',
        message: 'Payout account not found',
      });
    }
    expect(await balance(api(), session)).toBe(125_000);
    expect((await transactions(api(), session)).total).toBe(12);
  });
});

onEveryStore('transfers', (api) => {
  it('move money to another partner: a debit and a credit under one reference', async () => {
    const session = await signIn(api());
    const reply = await move(api(), session, '/api/wallet/transfer', {
      amount: 7_500,
      recipient_email: 'Chidi@Riders.ng',
      note: ' Fuel share ',
    });
    const sent = movement(reply);
    expect(sent).toMatchObject({
      new_balance: 117_500,
      transaction: { type: 'debit', category: 'transfer', description: 'Transfer to Chidi Okeke — Fuel share' },
    });
    const chidi = await signIn(api(), CHIDI);
    expect(await balance(api(), chidi)).toBe(27_500);
    expect((await transactions(api(), chidi)).items[0]).toMatchObject({
      type: 'credit',
      reference: sent.transaction.reference,
      description: 'Transfer from Ada Okafor — Fuel share',
      counterpart: { kind: 'partner', name: 'Ada Okafor', detail: 'demo@example.com' },
    });
    await expectLedgerMatchesBalance(api(), chidi);
  });

  it('refuse oneself (400), an address no partner uses (404), more than the balance (400)', async () => {
    const session = await signIn(api());
    const to = (recipient_email: string, amount = 100) =>
      move(api(), session, '/api/wallet/transfer', { amount, recipient_email });
    expect(outcome(await to('DEMO@example.com'))).toEqual({ status: 400, code: 'SELF_TRANSFER' });
    expect(outcome(await to('ghost@example.com'))).toEqual({ status: 404, code: 'RECIPIENT_NOT_FOUND' });
    // DeliverOS operations is an account, not a partner: no wallet to reach.
    expect(outcome(await to('ops@deliveros.ng'))).toEqual({ status: 404, code: 'RECIPIENT_NOT_FOUND' });
    expect(outcome(await to(CHIDI, 125_000.01))).toEqual({ status: 400, code: 'INSUFFICIENT_BALANCE' });
    expect(await balance(api(), session)).toBe(125_000);
    expect((await transactions(api(), session)).total).toBe(11);
  });

  it('refuse to take the recipient’s wallet past its limit (422), changing neither wallet', async () => {
    const session = await signIn(api());
    await api().setBalance('usr_chidi', MAX_BALANCE_KOBO - 10_000);
    const over = await move(api(), session, '/api/wallet/transfer', { amount: 100.01, recipient_email: CHIDI });
    expect(outcome(over)).toEqual({ status: 422, code: 'WALLET_LIMIT' });
    expect(await balance(api(), session)).toBe(125_000);
    const exact = await move(api(), session, '/api/wallet/transfer', { amount: 100, recipient_email: CHIDI });
    expect(movement(exact).new_balance).toBe(124_900);
    expect(await balance(api(), await signIn(api(), CHIDI))).toBe(1_000_000_000);
  });
});

onEveryStore('the recipient look-up', (api) => {
  it('names the partner behind an e-mail, so many times in a window, then 429', async () => {
    const session = await signIn(api());
    const lookUp = (email: string) =>
      api().call(`/api/wallet/recipients?email=${encodeURIComponent(email)}`, as(session));
    expect((await lookUp('Chidi@Riders.NG')).json.data).toEqual({ name: 'Chidi Okeke', email: CHIDI });
    expect(outcome(await lookUp('ghost@example.com'))).toEqual({ status: 404, code: 'RECIPIENT_NOT_FOUND' });
    for (let i = 2; i < 30; i += 1) expect((await lookUp(CHIDI)).status).toBe(200);
    const limited = await lookUp(CHIDI);
    expect(outcome(limited)).toEqual({ status: 429, code: 'TOO_MANY_ATTEMPTS' });
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});

onEveryStore('Idempotency-Keys', (api) => {
  it('replay the first reply to the same request, refuse another request under the key (422)', async () => {
    const session = await signIn(api());
    const k = key();
    const topUp = (body: object) =>
      api().call('/api/wallet/top-up', as(session, { body, headers: { 'Idempotency-Key': k } }));
    const first = await topUp({ amount: 5_000, payment_method: 'card' });
    const again = await topUp({ payment_method: 'card', amount: 5_000 });
    expect([again.status, again.json]).toEqual([first.status, first.json]);
    expect(outcome(await topUp({ amount: 7_000, payment_method: 'card' }))).toEqual({
      status: 422,
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    expect(await balance(api(), session)).toBe(130_000);
    expect((await transactions(api(), session)).total).toBe(12);
  });

  it('keep a refusal too, and require a key of at most 255 characters', async () => {
    const session = await signIn(api());
    const k = key();
    const body = { amount: 200_000, payout_account_id: 'pa_demo_gtbank' };
    const withdraw = () => api().call('/api/wallet/withdraw', as(session, { body, headers: { 'Idempotency-Key': k } }));
    expect(outcome(await withdraw())).toEqual({ status: 400, code: 'INSUFFICIENT_BALANCE' });
    await move(api(), session, '/api/wallet/top-up', { amount: 100_000, payment_method: 'card' });
    expect(outcome(await withdraw())).toEqual({ status: 400, code: 'INSUFFICIENT_BALANCE' });
    expect(await balance(api(), session)).toBe(225_000);
    const none = await api().call('/api/wallet/top-up', as(session, { body: { amount: 100, payment_method: 'card' } }));
    expect(outcome(none)).toEqual({ status: 400, code: 'IDEMPOTENCY_KEY_REQUIRED' });
    const long = await move(
      api(),
      session,
      '/api/wallet/top-up',
      { amount: 100, payment_method: 'card' },
      { 'Idempotency-Key': 'k'.repeat(256) },
    );
    expect(long.json.message).toBe('Idempotency-Key must be at most 255 characters');
  });
});

onEveryStore('test mode', (api) => {
  it('moves test money in the sandbox only: the live wallets never move, and the other way', async () => {
    const session = await signIn(api());
    const topUp = await move(
      api(),
      session,
      '/api/wallet/top-up',
      { amount: 5_000, payment_method: 'card' },
      TEST_MODE,
    );
    expect(topUp.json).toMatchObject({ success: true, livemode: false, data: { new_balance: 1_005_000 } });
    const sent = await move(
      api(),
      session,
      '/api/wallet/transfer',
      { amount: 2_000, recipient_email: CHIDI },
      TEST_MODE,
    );
    expect(movement(sent).new_balance).toBe(1_003_000);
    expect(await balance(api(), session)).toBe(125_000);
    const chidi = await signIn(api(), CHIDI);
    expect(await balance(api(), chidi)).toBe(20_000);
    expect(await balance(api(), chidi, TEST_MODE)).toBe(1_002_000);
    await move(api(), session, '/api/wallet/top-up', { amount: 1_000, payment_method: 'card' });
    expect(await balance(api(), session, TEST_MODE)).toBe(1_003_000);
    for (const [who, headers] of [
      [session, TEST_MODE],
      [session, {}],
      [chidi, TEST_MODE],
    ] as const) {
      await expectLedgerMatchesBalance(api(), who, headers);
    }
    expect((await transactions(api(), session, '', TEST_MODE)).items.map((t) => t.description)).toEqual([
      'Transfer to Chidi Okeke',
      'Wallet top-up by card',
      'Opening balance',
    ]);
  });
});
