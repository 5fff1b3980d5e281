import { z } from 'zod/mini';
import { isWholeKobo, movementLimits, priceLimits } from '../money';

const naira = (amount: number) => `₦${amount.toLocaleString('en-NG')}`;

/**
 * An amount in naira within `limits`, with at most two decimals (whole kobo). The bounds come
 * first, so 1e307 reads "The largest … is ₦5,000,000" rather than a decimals message.
 */
export function amountWithin(limits: { min: number; max: number }, what: string) {
  return z
    .number({ error: 'Enter an amount in naira' })
    .check(
      z.gte(limits.min, `The smallest ${what} is ${naira(limits.min)}`),
      z.lte(limits.max, `The largest ${what} is ${naira(limits.max)}`),
      z.refine(isWholeKobo, 'Use at most 2 decimal places (kobo)'),
    );
}

/** What one top-up, withdrawal or transfer may move. */
export const movementAmount = amountWithin(movementLimits, 'amount you can move at once');
/** A delivery's price, a route's base price. */
export const priceAmount = amountWithin(priceLimits, 'price');
