import { z } from 'zod/mini';
import { priceLimits, isWholeKobo } from '@/api/money';
import { coverages, deliveryRouteRules, durationPattern, placeKey, type Coverage } from '@/api/schemas';

const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message));
const place = (missing: string) =>
  required(missing).check(z.maxLength(deliveryRouteRules.placeMax, deliveryRouteRules.placeTooLong));

/**
 * The required fields in docs/product.md#validation-rules, then the contract's route rules with the same words the
 * server refuses with (src/api/schemas/delivery-routes.ts), so the partner reads one text either way.
 */
export const deliveryRouteFormSchema = z
  .object({
    from: place('Please enter where the route starts'),
    to: place('Please enter where the route ends'),
    estimatedTime: required('Please enter the estimated time').check(
      z.regex(durationPattern, deliveryRouteRules.duration),
    ),
    // An empty number input reads as NaN: that is "missing", not a zod type error.
    basePrice: z.number({ error: 'Please enter a base price' }).check(
      z.refine((value) => !Number.isNaN(value), 'Please enter a base price'),
      z.refine((value) => value > 0, 'The base price must be more than ₦0'),
      z.lte(priceLimits.max, `The largest price is ₦${priceLimits.max.toLocaleString('en-NG')}`),
      z.refine(isWholeKobo, 'Use at most 2 decimal places (kobo)'),
    ),
    coverage: z.enum(coverages),
  })
  .check(
    z.refine((route) => placeKey(route.from) !== placeKey(route.to), {
      message: deliveryRouteRules.samePlaces,
      path: ['to'],
      // Checked alongside the other fields' errors, so every problem shows at once.
      when: ({ value }) => {
        const route = value as Partial<Record<'from' | 'to', unknown>>;
        return typeof route.from === 'string' && typeof route.to === 'string' && route.from !== '';
      },
    }),
  );
export type DeliveryRouteFormInput = z.input<typeof deliveryRouteFormSchema>;
export type DeliveryRouteFormValues = z.output<typeof deliveryRouteFormSchema>;

/** Base price starts empty (not 0), coverage starts local (docs/product.md#validation-rules). */
export const deliveryRouteFormDefaults: Partial<DeliveryRouteFormInput> & { coverage: Coverage } = {
  from: '',
  to: '',
  estimatedTime: '',
  coverage: 'local',
};

export const deliveryRouteMessages = {
  added: 'Route added',
  deleted: 'Route deleted',
  addFailed: 'Failed to add route. Please try again.',
  toggleFailed: 'Failed to update route status. Please try again.',
  deleteFailed: 'Failed to delete route. Please try again.',
} as const;
