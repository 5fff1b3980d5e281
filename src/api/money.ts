/*
 * Money rules shared by the client and the mock API (amounts in naira on the wire: docs/product.md#money).
 * Zod-free, so any screen may show them (a field's limits, the fee before confirming).
 * The mock keeps every amount as integer kobo (`toKobo` / `toNaira`).
 */

/** Per movement (top-up, withdrawal, transfer), in naira. */
export const movementLimits = { min: 100, max: 5_000_000 } as const;
/** A delivery's price, a route's base price, in naira. */
export const priceLimits = { min: 1, max: 10_000_000 } as const;

export const toKobo = (naira: number): number => Math.round(naira * 100);
export const toNaira = (kobo: number): number => kobo / 100;

/** At most two decimals: a whole number of kobo (within floating-point error). */
export const isWholeKobo = (naira: number): boolean => Math.abs(naira * 100 - Math.round(naira * 100)) < 1e-6;

/**
 * The fee of a withdrawal to a bank account, in naira: the NIP transfer tiers Nigerian banks
 * charge (₦10 up to ₦5,000, ₦25 up to ₦50,000, ₦50 above). Top-ups and transfers between
 * DeliverOS wallets are free.
 */
export function withdrawalFee(amount: number): number {
  return (withdrawalFeeTiers.find((tier) => amount <= tier.upTo) ?? withdrawalFeeTiers[2]).fee;
}
/** Up to `upTo` naira (included), the fee is `fee`. */
const withdrawalFeeTiers = [
  { upTo: 5_000, fee: 10 },
  { upTo: 50_000, fee: 25 },
  { upTo: Number.POSITIVE_INFINITY, fee: 50 },
] as const;

/** The most a partner can withdraw from `balance` (fee included), in naira; 0 below the minimum. */
export function maxWithdrawal(balance: number): number {
  // In kobo, so no floating-point dust loses a kobo. The largest amount of each fee tier that
  // fits with that tier's fee; the largest of those wins (₦5,000 + ₦10 beats ₦4,995 + ₦25).
  const balanceKobo = toKobo(balance);
  let most = 0;
  for (const { upTo, fee } of withdrawalFeeTiers) {
    const amount = Math.min(balanceKobo - toKobo(fee), toKobo(Math.min(upTo, movementLimits.max)));
    if (withdrawalFee(toNaira(amount)) === fee && amount > most) most = amount;
  }
  return most >= toKobo(movementLimits.min) ? toNaira(most) : 0;
}
