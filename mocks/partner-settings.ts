import type { ProofRequirements } from '@/api/schemas';
import { defaultSettings, noProofRequired } from './constants';
import { db, type DbState } from './db';
import { liveIdOf } from './sandbox';

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

/** The proof a partner's deliveries need: its own settings (a sandbox twin has a copy of the live partner's). */
export const proofRequiredBy = (partnerId: string): ProofRequirements =>
  (
    db.state.settings.find((s) => s.partnerId === partnerId) ??
    db.state.settings.find((s) => s.partnerId === liveIdOf(partnerId))
  )?.proofOfDelivery ?? noProofRequired;
