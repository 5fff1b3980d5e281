import { toKobo } from '@/api/money';
import { sandboxIdOf } from '@server/domain/partners/sandbox-ids';
import { db, type DbState } from './db';

type UserRecord = DbState['users'][number];

/*
 * Test mode's sandbox (issue 25; the ids: server/domain/partners/sandbox-ids.ts): the twin's
 * records (profile, settings, billing, wallet) are made on its first use; it has no deliveries and
 * ₦1,000,000 of test money.
 */

export { isSandboxId, liveIdOf, SANDBOX_SUFFIX, sandboxIdOf } from '@server/domain/partners/sandbox-ids';

/** What a sandbox's wallet starts with, in naira. */
export const SANDBOX_BALANCE = 1_000_000;

/** The sandbox's records, copied from the partner's the first time the twin is used. */
function ensureSandboxRecords(live: UserRecord, twinId: string): void {
  const state = db.state;
  if (state.wallets.some((w) => w.partnerId === twinId)) return;
  const profile = state.profiles.find((p) => p.partnerId === live.id);
  if (profile) state.profiles.push({ ...profile, partnerId: twinId, id: twinId });
  const settings = state.settings.find((s) => s.partnerId === live.id);
  if (settings) state.settings.push({ ...settings, partnerId: twinId });
  const billing = state.billing.find((b) => b.partnerId === live.id);
  if (billing) state.billing.push({ ...billing, partnerId: twinId });
  state.wallets.push({ partnerId: twinId, balance: toKobo(SANDBOX_BALANCE) });
}

/**
 * The partner's sandbox twin as a request's user: the account's name and e-mail (so the
 * handlers' own-address checks hold), the twin's id, and no password that could ever match.
 */
export function sandboxTwin(live: UserRecord): UserRecord {
  const id = sandboxIdOf(live.id);
  ensureSandboxRecords(live, id);
  return { ...live, id, passwordHash: '' };
}
