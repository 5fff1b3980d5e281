import { z } from 'zod/mini';

export const cancelReasonMaxLength = 300;

/** Cancelling a delivery needs a reason; whitespace only counts as none (docs/product.md#validation-rules). */
export const cancelDeliveryFormSchema = z.object({
  reason: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Please enter a reason for cancelling'),
      z.maxLength(cancelReasonMaxLength, `Please keep the reason under ${cancelReasonMaxLength} characters`),
    ),
});
export type CancelDeliveryFormValues = z.infer<typeof cancelDeliveryFormSchema>;

export const cancelDeliveryDefaults: CancelDeliveryFormValues = { reason: '' };
