import { toKobo } from '@/api/money';
import { db, type DbState } from './db';

type UserRecord = DbState['users'][number];

/*
 * Test mode's sandbox (issue 25): a partner's test-mode data is a separate partner, a twin with
 * its own id (`<partnerId>_test`), so every handler works on it unchanged and never touches live
 * data. The twin's records (profile, settings, billing, wallet) are made on its first use; it has
 * no deliveries and ₦1,000,000 of test money. The twin is never in `db.state.users`: it cannot
 * sign in, and no look-up of partners (a transfer's recipient, the /__mock lists) can find it.
 */

export const SANDBOX_SUFFIX = '_test';
/** What a sandbox's wallet starts with, in naira. */
export const SANDBOX_BALANCE = 1_000_000;

export const sandboxIdOf = (partnerId: string) => `${partnerId}${SANDBOX_SUFFIX}`;
export const isSandboxId = (partnerId: string) => partnerId.endsWith(SANDBOX_SUFFIX);
/** The live partner's id for a sandbox twin's (its own for a live one). */
export const liveIdOf = (partnerId: string) =>
  isSandboxId(partnerId) ? partnerId.slice(0, -SANDBOX_SUFFIX.length) : partnerId;

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
  return { ...live, id, password: '' };
}
