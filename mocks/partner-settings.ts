import type { ProofRequirements } from '@/api/schemas';
import { defaultSettings, noProofRequired } from './constants';
import { db, type DbState } from './db';
import { liveIdOf } from '@server/domain/partners/sandbox-ids';

type SettingsRecord = DbState['settings'][number];

/** The partner's settings, created with the defaults the first time they are needed. */
export function settingsOf(partnerId: string): SettingsRecord {
  let settings = db.state.settings.find((s) => s.partnerId === partnerId);
  if (!settings) {
    settings = defaultSettings(partnerId);
    db.state.settings.push(settings);
  }
  return settings;
}

/** One of a partner's settings: its own, or (none saved) its live partner's — a sandbox twin follows the live one. */
export function settingOf<K extends keyof SettingsRecord>(partnerId: string, key: K): SettingsRecord[K] | undefined {
  const own = (id: string) => db.state.settings.find((s) => s.partnerId === id)?.[key];
  return own(partnerId) ?? own(liveIdOf(partnerId));
}

/** The proof a partner's deliveries need. */
export const proofRequiredBy = (partnerId: string): ProofRequirements =>
  settingOf(partnerId, 'proofOfDelivery') ?? noProofRequired;
