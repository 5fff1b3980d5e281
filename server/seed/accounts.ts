import { customerMessagesWith } from '@/api/schemas/customer-messages';
import type { UserRecord } from '../domain/auth/records';
import type { ProfileRecord, SettingsRecord } from '../domain/partners/records';
import { hashToken, lightHash } from '../domain/auth/secrets';
import { defaultSettings } from '../domain/partners/defaults';
import { DEMO_VERIFICATION_CODE } from './constants';

const DAY = 24 * 60 * 60_000;

/*
 * Who is in the demo (docs/product.md#demo-data): demo@example.com (verified, Ada Okafor of Swift Riders
 * Ltd); new@example.com (not verified: sign-in asks for the code); chidi@riders.ng (verified,
 * Chidi Okeke of Eko Express), whom transfers can reach; ops@deliveros.ng (Tobi Adeyemi,
 * DeliverOS operations: reviews API-access requests; no profile, wallet or deliveries).
 * Their accounts, profiles and settings.
 */

export const DEMO_PASSWORD = 'Partner123!';
export const DEMO_USER_ID = 'usr_demo';
export const NEW_USER_ID = 'usr_new';
/** A second verified partner: the recipient of transfers in the demo and the tests. */
export const SECOND_PARTNER = {
  id: 'usr_chidi',
  email: 'chidi@riders.ng',
  firstName: 'Chidi',
  lastName: 'Okeke',
  companyName: 'Eko Express',
} as const;

/** DeliverOS's own operations account (docs/product.md#demo-data): the /ops screens, no partner data. */
export const OPERATOR = {
  id: 'usr_ops',
  email: 'ops@deliveros.ng',
  password: 'Operator123!',
  firstName: 'Tobi',
  lastName: 'Adeyemi',
} as const;

/** The partners' three sign-ins and the operator's; `at(offsetMs)` is the instant that far from now. */
export function seedUsers(at: (offsetMs: number) => string): UserRecord[] {
  return [
    {
      id: DEMO_USER_ID,
      firstName: 'Ada',
      lastName: 'Okafor',
      email: 'demo@example.com',
      phone: '+234 803 123 4567',
      passwordHash: lightHash(DEMO_PASSWORD),
      verified: true,
      role: 'partner',
      createdAt: at(-90 * DAY),
    },
    {
      id: NEW_USER_ID,
      firstName: 'Bayo',
      lastName: 'Adewale',
      email: 'new@example.com',
      phone: '+234 805 765 4321',
      passwordHash: lightHash(DEMO_PASSWORD),
      verified: false,
      // The code DeliverOS support hands out (docs/product.md#demo-data), kept as its hash like any code.
      verificationCodeHash: hashToken(DEMO_VERIFICATION_CODE),
      role: 'partner',
      createdAt: at(-1 * DAY),
    },
    {
      id: SECOND_PARTNER.id,
      firstName: SECOND_PARTNER.firstName,
      lastName: SECOND_PARTNER.lastName,
      email: SECOND_PARTNER.email,
      phone: '+234 802 345 6789',
      passwordHash: lightHash(DEMO_PASSWORD),
      verified: true,
      role: 'partner',
      createdAt: at(-45 * DAY),
    },
    {
      id: OPERATOR.id,
      firstName: OPERATOR.firstName,
      lastName: OPERATOR.lastName,
      email: OPERATOR.email,
      phone: '+234 803 000 0001',
      passwordHash: lightHash(OPERATOR.password),
      verified: true,
      role: 'operator',
      createdAt: at(-365 * DAY),
    },
  ];
}

export function seedProfiles(): ProfileRecord[] {
  return [
    {
      partnerId: DEMO_USER_ID,
      id: DEMO_USER_ID,
      companyName: 'Swift Riders Ltd',
      email: 'demo@example.com',
      phone: '+234 803 123 4567',
      firstName: 'Ada',
      lastName: 'Okafor',
    },
    {
      partnerId: NEW_USER_ID,
      id: NEW_USER_ID,
      companyName: 'Adewale Dispatch',
      email: 'new@example.com',
      phone: '+234 805 765 4321',
      firstName: 'Bayo',
      lastName: 'Adewale',
    },
    {
      partnerId: SECOND_PARTNER.id,
      id: SECOND_PARTNER.id,
      companyName: SECOND_PARTNER.companyName,
      email: SECOND_PARTNER.email,
      phone: '+234 802 345 6789',
      firstName: SECOND_PARTNER.firstName,
      lastName: SECOND_PARTNER.lastName,
    },
  ];
}

export function seedSettings(): SettingsRecord[] {
  return [
    // The demo partner asks for every proof of delivery (issue 27) and texts its customers at
    // every step, and keeps a 1.5% cash-handling fee on cash on delivery (issue 28); the others
    // ask for none, send nothing yet and charge no fee.
    {
      partnerId: DEMO_USER_ID,
      emailNotifications: true,
      smsNotifications: false,
      autoAccept: false,
      proofOfDelivery: { code: true, signature: true, photo: true },
      customerMessages: customerMessagesWith(true),
      cashHandlingFeePercent: 1.5,
    },
    { ...defaultSettings(NEW_USER_ID), smsNotifications: true },
    defaultSettings(SECOND_PARTNER.id),
  ];
}
