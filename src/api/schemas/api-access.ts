import { z } from 'zod/mini';
import { id, isoDate, page, pageQuery, requiredText } from './common';

export const apiAccessStatuses = ['pending', 'approved', 'rejected'] as const;

export const apiAccessRequestBody = z.object({
  businessName: requiredText,
  location: requiredText,
  email: z.email(),
  reason: requiredText,
});
export type ApiAccessRequestBody = z.infer<typeof apiAccessRequestBody>;

export const apiAccessRequest = z.extend(apiAccessRequestBody, {
  id,
  status: z.enum(apiAccessStatuses),
  createdAt: isoDate,
  note: z.optional(z.string()),
});
export type ApiAccessRequest = z.infer<typeof apiAccessRequest>;

export const apiAccessListQuery = z.extend(pageQuery, { status: z.optional(z.enum(apiAccessStatuses)) });
export type ApiAccessListQuery = z.input<typeof apiAccessListQuery>;

export const apiAccessPage = page(apiAccessRequest);

export const apiAccessStatusUpdate = z.object({ status: z.enum(apiAccessStatuses), note: z.optional(z.string()) });
export type ApiAccessStatusUpdate = z.infer<typeof apiAccessStatusUpdate>;
