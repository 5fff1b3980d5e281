import { z } from 'zod/mini';

/*
 * Money in the rules: integer kobo, and percentages applied without floating point. A fee is
 * rounded half up to the kobo (issue 38: ₦15 at 2.3 % keeps 35 kobo, where floating point kept 34).
 */

/** `percent` % of `kobo` (a percentage with at most one decimal), rounded half up to the kobo. */
export function percentOfKobo(kobo: number, percent: number): number {
  const tenths = Math.round(percent * 10);
  // kobo × tenths / 1000, half up, in integers (exact below 2^53: amounts and rates are bounded).
  return Math.floor((kobo * tenths * 2 + 1000) / 2000);
}

/** An amount of money as stored: a whole, non-negative, exactly representable number of kobo. */
export const kobo = z.number().check(z.int(), z.nonnegative(), z.lte(Number.MAX_SAFE_INTEGER));
