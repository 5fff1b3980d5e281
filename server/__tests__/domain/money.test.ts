import { describe, expect, it } from 'vitest';
import { percentOfKobo } from '../../domain/money';

describe('a percentage of an amount, in kobo', () => {
  it('rounds half up to the kobo, without floating point (₦15 at 2.3 % is 35 kobo, not 34)', () => {
    // Math.round(1500 * 2.3 / 100) is 34: 1500 * 2.3 is 3449.9999999999995 in floating point.
    expect(percentOfKobo(1_500, 2.3)).toBe(35);
    expect(percentOfKobo(100, 0.5)).toBe(1);
    expect(percentOfKobo(99, 0.5)).toBe(0);
    expect(percentOfKobo(4_500_000, 1.5)).toBe(67_500);
    expect(percentOfKobo(9_600_000, 10)).toBe(960_000);
    expect(percentOfKobo(0, 7.5)).toBe(0);
    expect(percentOfKobo(100_000_000_000, 10)).toBe(10_000_000_000);
  });
});
