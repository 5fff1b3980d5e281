import type { Tx } from '@server/domain/ports';
import { settleDue } from '@server/domain/wallet/settlement';
import { db } from './db';
import { mockStore } from './server-api';

/*
 * The mock's hooks into the server's ledger (server/domain/wallet): settlement runs before each
 * request the mock answers (mocks/before-request.ts, registered by mocks/handlers/index.ts), with
 * the data's `payouts-failing` scenario; tests can have the bank answer at once. The rules
 * themselves are the server's: the mock keeps none.
 */

export { setSettleDelay } from './settle-delay';
export { MAX_BALANCE_KOBO } from '@server/domain/wallet/ledger';
export { HELD_EARNING_REASON, HELD_FEE_REASON } from '@server/domain/wallet/held';

/** Whether the data's scenario has the bank refuse every withdrawal (`payouts-failing`, mocks/control/scenarios.ts). */
const withdrawalsFail = () => db.state.scenario?.withdrawalsFail === true;

/** Before a request: the pending movements whose bank has answered by now settle. */
export const settleBeforeRequest = (tx: Tx): Promise<number> =>
  settleDue(tx, Date.now(), { withdrawalsFail: withdrawalsFail() });

/** Tests: settles every pending withdrawal and bank-transfer top-up now, as if the bank had answered; how many. */
export const settlePendingNow = (): Promise<number> =>
  mockStore.transaction((tx) => settleDue(tx, Date.now(), { everything: true, withdrawalsFail: withdrawalsFail() }));

/** A partner's balance in kobo as the mock's state holds it (0 without a wallet): for tests. */
export const balanceOf = (partnerId: string): number =>
  db.state.wallets.find((w) => w.partnerId === partnerId)?.balance ?? 0;
