import { settleDue, type SettleOptions } from '../domain/wallet/settlement';
import type { Store } from '../domain/ports';
import { startLoop } from './loop';

/*
 * Settlement on the server (server/domain/wallet/settlement.ts): every `everyMs`, the pending
 * movements whose time has come settle, one per transaction (so a settlement holds one wallet at
 * a time, and two workers — two processes — take different movements: FOR UPDATE SKIP LOCKED).
 */

/** Settles what is due by `now` (everything pending, with `everything`); how many settled. */
export async function settleNow(
  store: Store,
  now = Date.now(),
  options: Omit<SettleOptions, 'limit'> = {},
): Promise<number> {
  let settled = 0;
  for (;;) {
    const one = await store.transaction((tx) => settleDue(tx, now, { ...options, limit: 1 }));
    if (one === 0) return settled;
    settled += one;
  }
}

/**
 * Runs settlement every `everyMs` (server/workers/loop.ts: one run at a time); `afterSettled`
 * after a run that settled something (the outbox relay is poked: events went out); `stop` waits
 * for the run under way.
 */
export interface SettlementOptions {
  everyMs?: number;
  afterSettled?: () => void;
  /** Whether the bank refuses every withdrawal now (`npm run api:mock`'s `payouts-failing` scenario). */
  withdrawalsFail?: () => boolean;
}

export function startSettlement(
  store: Store,
  { everyMs = 1_000, afterSettled = () => {}, withdrawalsFail = () => false }: SettlementOptions = {},
) {
  const loop = startLoop(
    'Settlement',
    async () => {
      if ((await settleNow(store, Date.now(), { withdrawalsFail: withdrawalsFail() })) > 0) afterSettled();
    },
    everyMs,
  );
  return { stop: loop.stop };
}
