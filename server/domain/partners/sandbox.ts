import { toKobo } from '@/api/money';
import type { UserRecord } from '../auth/records';
import type { Tx } from '../ports';
import { openingEntry, recordEntry } from '../wallet/ledger';
import { sandboxIdOf } from './sandbox-ids';

/*
 * Test mode's sandbox (issue 25; the ids: sandbox-ids.ts): a partner's twin is made on its first
 * use — by the dashboard's test mode, a test API key, or a test-mode transfer to the partner —
 * with a copy of the partner's profile, settings and billing details, no deliveries, and
 * ₦1,000,000 of test money, which is an entry of the twin's ledger like any money.
 */

/** What a sandbox's wallet starts with, in naira. */
export const SANDBOX_BALANCE = 1_000_000;

/** The partner's sandbox twin, its records made the first time it is used; its id. */
export async function openSandbox(tx: Tx, live: UserRecord, now: number): Promise<string> {
  const twinId = sandboxIdOf(live.id);
  const made = async () => (await tx.wallets.balanceOf(twinId)) !== undefined;
  if (await made()) return twinId;
  // Two first uses at once make the twin once: the second finds it made once the first has committed.
  await tx.lockPartner(twinId);
  if (await made()) return twinId;
  const profile = await tx.profiles.of(live.id);
  if (profile && !(await tx.profiles.of(twinId)))
    await tx.profiles.insert({ ...profile, partnerId: twinId, id: twinId });
  const settings = await tx.settings.of(live.id);
  if (settings && !(await tx.settings.of(twinId))) await tx.settings.insert({ ...settings, partnerId: twinId });
  const billing = await tx.billing.of(live.id);
  if (billing && !(await tx.billing.of(twinId))) await tx.billing.insert({ ...billing, partnerId: twinId });
  await tx.wallets.open(twinId, 0);
  const funds = toKobo(SANDBOX_BALANCE);
  await tx.wallets.credit(twinId, funds);
  // Test money, not a movement the partner made: no webhook event announces it.
  await recordEntry(tx, openingEntry(twinId, funds, 'Test money'), now, { announce: false });
  return twinId;
}
