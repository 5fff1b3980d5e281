import { z } from 'zod/mini';
import { emailAddress, id, requiredTextOf, textMax } from './common';

export const partnerProfile = z.object({
  id,
  /** '' until the partner gives it: a new partner is asked once, after the first sign-in (issue 24). */
  companyName: z.string(),
  email: z.email(),
  phone: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type PartnerProfile = z.infer<typeof partnerProfile>;

/** The company name's rules, in the words the API refuses with and the onboarding form shows. */
export const companyNameRules = {
  min: 2,
  max: 100,
  missing: 'Please enter your company name',
  tooShort: 'Use at least 2 characters',
  tooLong: 'Use at most 100 characters',
} as const;

export const updatePartnerProfileRequest = z.object({
  companyName: requiredTextOf(companyNameRules.max, companyNameRules.tooLong),
  email: emailAddress(),
  phone: requiredTextOf(textMax.phone),
  firstName: requiredTextOf(textMax.name),
  lastName: requiredTextOf(textMax.name),
});
export type UpdatePartnerProfileRequest = z.infer<typeof updatePartnerProfileRequest>;

/** The onboarding step's answer: the company's name, trimmed, 2–100 characters. */
export const setCompanyNameRequest = z.object({
  companyName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, companyNameRules.missing),
      z.minLength(companyNameRules.min, companyNameRules.tooShort),
      z.maxLength(companyNameRules.max, companyNameRules.tooLong),
    ),
});
export type SetCompanyNameRequest = z.infer<typeof setCompanyNameRequest>;

/** Which proof Mark as Delivered asks for (issue 27): the recipient's code, name and signature, a photo. */
export const proofRequirements = z.object({ code: z.boolean(), signature: z.boolean(), photo: z.boolean() });
export type ProofRequirements = z.infer<typeof proofRequirements>;

export const partnerSettings = z.object({
  emailNotifications: z.boolean(),
  smsNotifications: z.boolean(),
  autoAccept: z.boolean(),
  proofOfDelivery: proofRequirements,
});
export type PartnerSettings = z.infer<typeof partnerSettings>;

export const updatePartnerSettingsRequest = z.partial(partnerSettings);
export type UpdatePartnerSettingsRequest = z.infer<typeof updatePartnerSettingsRequest>;
