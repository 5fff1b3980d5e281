import { z } from 'zod/mini';
import { coverages, type Coverage } from '@/api/schemas';

const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

export const deliveryRouteFormSchema = z.object({
  from: required('Please enter where the route starts'),
  to: required('Please enter where the route ends'),
  estimatedTime: required('Please enter the estimated time'),
  // An empty number input reads as NaN: that is "missing", not a zod type error.
  basePrice: z.number({ error: 'Please enter a base price' }).check(
    z.refine((value) => !Number.isNaN(value), 'Please enter a base price'),
    z.refine((value) => value > 0, 'The base price must be more than ₦0'),
  ),
  coverage: z.enum(coverages),
});
export type DeliveryRouteFormInput = z.input<typeof deliveryRouteFormSchema>;
export type DeliveryRouteFormValues = z.output<typeof deliveryRouteFormSchema>;

/** Base price starts empty (not 0), coverage starts local (SPEC.md §5). */
export const deliveryRouteFormDefaults: Partial<DeliveryRouteFormInput> & { coverage: Coverage } = {
  from: '',
  to: '',
  estimatedTime: '',
  coverage: 'local',
};

/**
 * SPEC.md §5: the add button stays disabled until from, to, estimated time and a
 * non-zero base price are filled. Whitespace counts as missing.
 */
export function isDeliveryRouteFormComplete(values: Partial<DeliveryRouteFormInput>): boolean {
  const filled = (text: string | undefined) => Boolean(text?.trim());
  const price = values.basePrice;
  return (
    filled(values.from) &&
    filled(values.to) &&
    filled(values.estimatedTime) &&
    typeof price === 'number' &&
    !Number.isNaN(price) &&
    price !== 0
  );
}

export const deliveryRouteMessages = {
  added: 'Route added',
  deleted: 'Route deleted',
  addFailed: 'Failed to add route. Please try again.',
  toggleFailed: 'Failed to update route status. Please try again.',
  deleteFailed: 'Failed to delete route. Please try again.',
} as const;
