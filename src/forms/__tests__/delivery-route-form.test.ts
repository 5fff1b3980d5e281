import { describe, expect, it } from 'vitest';
import { createDeliveryRouteRequest, deliveryRouteRules } from '@/api/schemas';
import { deliveryRouteFormSchema, type DeliveryRouteFormInput } from '../delivery-route-form';

const filled: DeliveryRouteFormInput = {
  from: 'Yaba',
  to: 'Ajah',
  estimatedTime: '45 min',
  basePrice: 3500,
  coverage: 'local',
};

/** The first message of each invalid field, as the form shows them. */
const errorsOf = (input: DeliveryRouteFormInput): Partial<Record<keyof DeliveryRouteFormInput, string>> => {
  const result = deliveryRouteFormSchema.safeParse(input);
  if (result.success) return {};
  const errors: Partial<Record<string, string>> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
};

describe('the delivery route form schema', () => {
  it('reports every missing field at once, with the words in docs/product.md#validation-rules', () => {
    expect(errorsOf({ from: ' ', to: '', estimatedTime: '', basePrice: Number.NaN, coverage: 'local' })).toEqual({
      from: 'Please enter where the route starts',
      to: 'Please enter where the route ends',
      estimatedTime: 'Please enter the estimated time',
      basePrice: 'Please enter a base price',
    });
  });

  it('applies the contract’s rules alongside the other fields’ errors', () => {
    expect(errorsOf({ ...filled, from: 'Yaba', to: ' ya ba ', estimatedTime: '1', basePrice: 0 })).toEqual({
      to: deliveryRouteRules.samePlaces,
      estimatedTime: deliveryRouteRules.duration,
      basePrice: 'The base price must be more than ₦0',
    });
    expect(errorsOf({ ...filled, from: 'x'.repeat(81), basePrice: 10_000_001 })).toEqual({
      from: deliveryRouteRules.placeTooLong,
      basePrice: 'The largest price is ₦10,000,000',
    });
    expect(errorsOf({ ...filled, basePrice: 1.005 })).toEqual({ basePrice: 'Use at most 2 decimal places (kobo)' });
  });

  it('accepts what the contract accepts, and refuses what it refuses', () => {
    for (const estimatedTime of [
      '45 min',
      '2 h',
      '1–2 days',
      '1-2 hours',
      '3 HRS',
      '2 weeks',
      '1',
      'soon',
      '2 hourss',
    ]) {
      const input = { ...filled, estimatedTime };
      expect({ estimatedTime, valid: deliveryRouteFormSchema.safeParse(input).success }).toEqual({
        estimatedTime,
        valid: createDeliveryRouteRequest.safeParse(input).success,
      });
    }
    expect(deliveryRouteFormSchema.parse({ ...filled, from: ' Yaba ' })).toEqual({ ...filled, from: 'Yaba' });
  });
});
