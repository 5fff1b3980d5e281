import { settingFrom } from '@server/domain/partners/profile';
import { defaultSettings } from './constants';
import { db, type DbState } from './db';
import { liveIdOf } from '@server/domain/partners/sandbox-ids';

/*
 * A partner's settings as the mock's own handlers (cash on delivery) reach
 * them: the stored record, changed in place; a setting read by the server's rule (a sandbox twin
 * follows its live partner: server/domain/partners/profile.ts).
 */

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

/** One of a partner's settings: its own, or (none saved) its live partner's. */
export function settingOf<K extends keyof SettingsRecord>(partnerId: string, key: K): SettingsRecord[K] | undefined {
  const recordOf = (id: string) => db.state.settings.find((s) => s.partnerId === id);
  return settingFrom(key, recordOf(partnerId), recordOf(liveIdOf(partnerId)));
}
