import { describe, expect, it } from 'vitest';
import { isWholeKobo, maxWithdrawal, toKobo, toNaira, withdrawalFee } from '../money';
import { isValidNuban, nubanCheckDigit } from '../nuban';

describe('money rules', () => {
  it('converts naira and kobo exactly for amounts with 2 decimals', () => {
    expect(toKobo(1_234.56)).toBe(123_456);
    expect(toKobo(0.1 + 0.2)).toBe(30);
    expect(toNaira(123_456)).toBe(1_234.56);
    expect([10, 10.5, 10.25, 4_999_999.99].every(isWholeKobo)).toBe(true);
    expect([10.123, 100.001, 0.004].some(isWholeKobo)).toBe(false);
  });

  it('charges the NIP tiers on a withdrawal: ₦10 up to ₦5,000, ₦25 up to ₦50,000, ₦50 above', () => {
    expect([100, 5_000, 5_000.01, 50_000, 50_000.01, 5_000_000].map(withdrawalFee)).toEqual([10, 10, 25, 25, 50, 50]);
  });

  it('maxWithdrawal: the largest amount whose amount + fee fits, to the kobo', () => {
    expect(maxWithdrawal(125_000)).toBe(124_950);
    // Across a tier: ₦5,000 + ₦10 fits in ₦5,020, and beats ₦4,995 + ₦25.
    expect(maxWithdrawal(5_020)).toBe(5_000);
    expect(maxWithdrawal(50_030)).toBe(50_000);
    expect(maxWithdrawal(5_050.5)).toBe(5_025.5);
    expect(maxWithdrawal(9_160.96)).toBe(9_135.96);
    expect(maxWithdrawal(5_000_100)).toBe(5_000_000);
    expect(maxWithdrawal(110)).toBe(100);
    expect(maxWithdrawal(109.99)).toBe(0);
    expect(maxWithdrawal(0)).toBe(0);
  });

  it('maxWithdrawal agrees with a search over every kobo', () => {
    const search = (balance: number) => {
      const balanceKobo = toKobo(balance);
      for (let kobo = Math.min(balanceKobo, 500_000_000); kobo >= 10_000; kobo -= 1) {
        if (kobo + toKobo(withdrawalFee(toNaira(kobo))) <= balanceKobo) return toNaira(kobo);
      }
      return 0;
    };
    for (const balance of [5_009.99, 5_010, 5_035, 18_430.24, 41_173.7, 50_074.99, 50_075, 60_000.07]) {
      expect(maxWithdrawal(balance)).toBe(search(balance));
    }
  });

  it('computes the CBN NUBAN check digit (the CBN example: 011 + 000001457 → 9)', () => {
    expect(nubanCheckDigit('011', '000001457')).toBe(9);
    expect(isValidNuban('011', '0000014579')).toBe(true);
    expect(isValidNuban('011', '0000014578')).toBe(false);
    expect(isValidNuban('058', '0100646789')).toBe(true);
    // A 5-digit code is prefixed with 9.
    expect(isValidNuban('50211', `200000001${nubanCheckDigit('50211', '200000001')}`)).toBe(true);
    expect(isValidNuban('058', '01006467')).toBe(false);
  });
});
