import { z } from 'zod/mini';
import { cancelReasonMaxLength } from './cancel-delivery-form';

/** The reasons a partner most often turns a request down for; "Other" asks for the partner's own words. */
export const rejectPresets = [
  'No rider available',
  'Outside our service area',
  'Items not suitable for our vehicles',
  'Pickup time not possible',
  'Price too low for this route',
] as const;
export const OTHER_REASON = 'Other';

/** The details are optional after a common reason, required after "Other"; the reason sent fits in the same 300 characters as a cancellation's. */
export const rejectDeliveryFormSchema = z
  .object({
    preset: z.enum([...rejectPresets, OTHER_REASON]),
    details: z.string().check(z.trim()),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (values.preset === OTHER_REASON && values.details === '') {
        ctx.addIssue({ code: 'custom', message: 'Please enter a reason for rejecting', path: ['details'] });
      } else if (rejectReasonText(values).length > cancelReasonMaxLength) {
        ctx.addIssue({
          code: 'custom',
          message: `Please keep the reason under ${cancelReasonMaxLength} characters`,
          path: ['details'],
        });
      }
    }),
  );
export type RejectDeliveryFormValues = z.infer<typeof rejectDeliveryFormSchema>;

export const rejectDeliveryDefaults: RejectDeliveryFormValues = { preset: rejectPresets[0], details: '' };

/** What the server keeps (and the customer is told): the common reason, with the partner's details after it. */
export function rejectReasonText({ preset, details }: RejectDeliveryFormValues): string {
  const words = details.trim();
  if (preset === OTHER_REASON) return words;
  return words === '' ? preset : `${preset}: ${words}`;
}
