import { z } from 'zod/mini';
import { billingInfo, partnerProfile, partnerSettings, paymentMethod } from '@/api/schemas';
import { customerMessageSettings } from '@/api/schemas/customer-messages';

/*
 * A partner's records besides its account (server/domain/auth/records.ts): its profile, settings,
 * billing details and payment methods, each owned by the partner (`partnerId`; a test-mode
 * sandbox twin has records of its own: server/domain/partners/sandbox.ts).
 */

const owned = { partnerId: z.string() };

export const profileRecord = z.extend(partnerProfile, owned);
export type ProfileRecord = z.infer<typeof profileRecord>;

export const settingsRecord = z.extend(partnerSettings, {
  ...owned,
  customerMessages: z.optional(customerMessageSettings),
  /** The cash-handling fee on cash on delivery handed in, in percent (absent: none). */
  cashHandlingFeePercent: z.optional(z.number()),
});
export type SettingsRecord = z.infer<typeof settingsRecord>;

export const billingRecord = z.extend(billingInfo, owned);
export type BillingRecord = z.infer<typeof billingRecord>;

export const paymentMethodRecord = z.extend(paymentMethod, owned);
export type PaymentMethodRecord = z.infer<typeof paymentMethodRecord>;
