import type { PartnerProfile, PartnerSettings, UpdatePartnerSettingsRequest } from '@/api/schemas';
import { emailTaken, sendVerificationCode } from '../auth/accounts';
import type { UserRecord } from '../auth/records';
import type { Ctx } from '../ports';
import { defaultSettings, newProfile } from './defaults';
import type { ProfileRecord, SettingsRecord } from './records';
import { isSandboxId, liveIdOf, sandboxIdOf } from './sandbox-ids';

/*
 * A partner's profile and settings. The profile's name, e-mail and phone are the account's: saving
 * them changes the sign-in and /me too — in live mode; a sandbox twin's profile is its own.
 */

/** Who a profile request acts for: the account, and the partner (itself, or its sandbox twin). */
export interface Acting {
  user: UserRecord;
  partnerId: string;
}

/** The partner's profile, made from the account the first time it is needed. */
export async function profileOf({ tx }: Ctx, { user, partnerId }: Acting): Promise<ProfileRecord> {
  const stored = await tx.profiles.of(partnerId);
  if (stored) return stored;
  const profile = newProfile({ ...user, id: partnerId }, '');
  await tx.profiles.insert(profile);
  return profile;
}

const publicProfile = ({ partnerId: _partnerId, ...profile }: ProfileRecord): PartnerProfile => profile;

export const getProfile = async (ctx: Ctx, acting: Acting) => publicProfile(await profileOf(ctx, acting));

export interface ProfileChange {
  companyName: string;
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
}

/** Whether `email` belongs to another partner than this one and its sandbox twin. */
async function takenByAnother({ tx }: Ctx, { user }: Acting, email: string): Promise<boolean> {
  const ours = (id: string) => id === user.id || id === sandboxIdOf(user.id);
  const account = await tx.users.byEmail(email);
  if (account && !ours(account.id)) return true;
  return (await tx.profiles.partnersWithEmail(email)).some((id) => !ours(id));
}

/**
 * Saves the profile. A new e-mail address is the account's only once it is verified: the account
 * is unverified again, a code goes to the new address, and the next sign-in asks for it (so an
 * address nobody proved is never the account's: issue 38, an approved request's e-mail).
 */
export async function updateProfile(ctx: Ctx, acting: Acting, body: ProfileChange): Promise<PartnerProfile> {
  const { tx } = ctx;
  const email = body.email.trim().toLowerCase();
  if (await takenByAnother(ctx, acting, email)) throw emailTaken();
  const profile = await profileOf(ctx, acting);
  const change = {
    companyName: body.companyName,
    email,
    phone: body.phone,
    firstName: body.firstName,
    lastName: body.lastName,
  };
  await tx.profiles.update(acting.partnerId, change);
  if (!isSandboxId(acting.partnerId)) {
    const { companyName: _company, ...person } = change;
    const newAddress = email !== acting.user.email;
    await tx.users.update(acting.user.id, {
      ...person,
      ...(newAddress ? { verified: false, verificationCodeHash: await sendVerificationCode(ctx, email) } : {}),
    });
  }
  // A company named here names the billing details too, if they had none (issue 24).
  const billing = await tx.billing.of(acting.partnerId);
  if (billing && billing.companyName === '')
    await tx.billing.update(acting.partnerId, { companyName: body.companyName });
  return publicProfile({ ...profile, ...change });
}

/** The onboarding step's answer (the contract has checked it): the profile's and the billing details' company. */
export async function setCompanyName(ctx: Ctx, acting: Acting, companyName: string): Promise<PartnerProfile> {
  const profile = await profileOf(ctx, acting);
  await ctx.tx.profiles.update(acting.partnerId, { companyName });
  if (await ctx.tx.billing.of(acting.partnerId)) await ctx.tx.billing.update(acting.partnerId, { companyName });
  return publicProfile({ ...profile, companyName });
}

/** The partner's settings, made with the defaults the first time they are needed. */
export async function settingsOf({ tx }: Ctx, partnerId: string): Promise<SettingsRecord> {
  const stored = await tx.settings.of(partnerId);
  if (stored) return stored;
  const settings = defaultSettings(partnerId);
  await tx.settings.insert(settings);
  return settings;
}

/** One of a partner's settings from its record and its live partner's: its own, or (none saved) the live one's. */
export const settingFrom = <K extends keyof SettingsRecord>(
  key: K,
  own: SettingsRecord | undefined,
  live: SettingsRecord | undefined,
): SettingsRecord[K] | undefined => own?.[key] ?? live?.[key];

/** One of a partner's settings: its own, or (none saved) its live partner's — a sandbox twin follows the live one. */
export async function settingOf<K extends keyof SettingsRecord>(
  { tx }: Ctx,
  partnerId: string,
  key: K,
): Promise<SettingsRecord[K] | undefined> {
  const own = await tx.settings.of(partnerId);
  const live =
    own?.[key] === undefined && isSandboxId(partnerId) ? await tx.settings.of(liveIdOf(partnerId)) : undefined;
  return settingFrom(key, own, live);
}

const publicSettings = ({ emailNotifications, smsNotifications, autoAccept, proofOfDelivery }: SettingsRecord) => ({
  emailNotifications,
  smsNotifications,
  autoAccept,
  proofOfDelivery,
});

export const getSettings = async (ctx: Ctx, partnerId: string): Promise<PartnerSettings> =>
  publicSettings(await settingsOf(ctx, partnerId));

export async function updateSettings(
  ctx: Ctx,
  partnerId: string,
  body: UpdatePartnerSettingsRequest,
): Promise<PartnerSettings> {
  const settings = await settingsOf(ctx, partnerId);
  const patch = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
  await ctx.tx.settings.update(partnerId, patch);
  return publicSettings({ ...settings, ...patch });
}
