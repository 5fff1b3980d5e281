import { z } from 'zod/mini';
import { id, requiredText } from './common';

export const partnerProfile = z.object({
  id,
  companyName: z.string(),
  email: z.email(),
  phone: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type PartnerProfile = z.infer<typeof partnerProfile>;

export const updatePartnerProfileRequest = z.object({
  companyName: requiredText,
  email: z.email(),
  phone: requiredText,
  firstName: requiredText,
  lastName: requiredText,
});
export type UpdatePartnerProfileRequest = z.infer<typeof updatePartnerProfileRequest>;

export const partnerSettings = z.object({
  emailNotifications: z.boolean(),
  smsNotifications: z.boolean(),
  autoAccept: z.boolean(),
});
export type PartnerSettings = z.infer<typeof partnerSettings>;

export const updatePartnerSettingsRequest = z.partial(partnerSettings);
export type UpdatePartnerSettingsRequest = z.infer<typeof updatePartnerSettingsRequest>;
