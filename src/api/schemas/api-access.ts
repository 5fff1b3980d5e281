import { z } from 'zod';
import { id, isoDate, page, pageQuery, requiredText } from './common';

export const apiAccessStatuses = ['pending', 'approved', 'rejected'] as const;

export const apiAccessRequestBody = z.object({
  businessName: requiredText,
  location: requiredText,
  email: z.email(),
  reason: requiredText,
});
export type ApiAccessRequestBody = z.infer<typeof apiAccessRequestBody>;

export const apiAccessRequest = apiAccessRequestBody.extend({
  id,
  status: z.enum(apiAccessStatuses),
  createdAt: isoDate,
  note: z.string().optional(),
});
export type ApiAccessRequest = z.infer<typeof apiAccessRequest>;

export const apiAccessListQuery = pageQuery.extend({ status: z.enum(apiAccessStatuses).optional() });
export type ApiAccessListQuery = z.input<typeof apiAccessListQuery>;

export const apiAccessPage = page(apiAccessRequest);

export const apiAccessStatusUpdate = z.object({ status: z.enum(apiAccessStatuses), note: z.string().optional() });
export type ApiAccessStatusUpdate = z.infer<typeof apiAccessStatusUpdate>;
