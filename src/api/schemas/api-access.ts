import { z } from 'zod/mini';
import { boundedText, emailAddress, id, isoDate, page, pageQuery, requiredTextOf, textMax } from './common';

export const apiAccessStatuses = ['pending', 'approved', 'rejected'] as const;

/** The request form's bounds and the words both the form and the API refuse a longer field with. */
export const apiAccessLimits = {
  businessName: { max: textMax.name, tooLong: `Keep the business name to ${textMax.name} characters or fewer` },
  location: { max: textMax.address, tooLong: `Keep the location to ${textMax.address} characters or fewer` },
  reason: { max: 2_000, tooLong: 'Keep your answer to 2,000 characters or fewer' },
} as const;

export const apiAccessRequestBody = z.object({
  businessName: requiredTextOf(apiAccessLimits.businessName.max, apiAccessLimits.businessName.tooLong),
  location: requiredTextOf(apiAccessLimits.location.max, apiAccessLimits.location.tooLong),
  email: emailAddress(),
  reason: requiredTextOf(apiAccessLimits.reason.max, apiAccessLimits.reason.tooLong),
});
export type ApiAccessRequestBody = z.infer<typeof apiAccessRequestBody>;

export const apiAccessRequest = z.extend(apiAccessRequestBody, {
  id,
  status: z.enum(apiAccessStatuses),
  createdAt: isoDate,
  note: z.optional(boundedText(textMax.text)),
});
export type ApiAccessRequest = z.infer<typeof apiAccessRequest>;

export const apiAccessListQuery = z.extend(pageQuery, { status: z.optional(z.enum(apiAccessStatuses)) });
export type ApiAccessListQuery = z.input<typeof apiAccessListQuery>;

export const apiAccessPage = page(apiAccessRequest);

export const apiAccessStatusUpdate = z.object({
  status: z.enum(apiAccessStatuses),
  note: z.optional(boundedText(textMax.text)),
});
export type ApiAccessStatusUpdate = z.infer<typeof apiAccessStatusUpdate>;
