import { describe, expect, it } from 'vitest';
import {
  amountMessages,
  topUpAmountField,
  transferAmountField,
  validAmount,
  withdrawAmountField,
  withdrawFormSchema,
} from '../money-forms';

/** The first message the form's amount field gives for `text`, or null when it accepts it. */
const messageOf = (field: typeof topUpAmountField, text: string) => {
  const result = field.safeParse(text);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
};

describe('a money form’s amount: what the live figures may use', () => {
  it.each([
    ['10.123', amountMessages.tooSmall],
    ['1000.123', amountMessages.decimals],
    ['12abc', amountMessages.notANumber],
    ['', amountMessages.missing],
    ['5000000.01', amountMessages.tooLarge],
  ])('“%s” is no amount (%s): nothing to derive a fee or a balance from', (text, message) => {
    expect(messageOf(topUpAmountField, text)).toBe(message);
    expect(validAmount(topUpAmountField, text)).toBeNull();
    expect(validAmount(withdrawAmountField(125_000), text)).toBeNull();
    expect(validAmount(transferAmountField(125_000), text)).toBeNull();
  });

  it('a valid amount comes back in naira, as typed with a ₦ sign, separators or kobo', () => {
    expect(validAmount(topUpAmountField, '100')).toBe(100);
    expect(validAmount(topUpAmountField, ' ₦5,000.50 ')).toBe(5_000.5);
    expect(validAmount(withdrawAmountField(125_000), '124950')).toBe(124_950);
  });

  it('uses the balance as the form does: a withdrawal with its fee, a transfer without one', () => {
    // ₦124,951 + ₦50 fee is more than ₦125,000; a transfer of it is not.
    expect(validAmount(withdrawAmountField(125_000), '124951')).toBeNull();
    expect(validAmount(transferAmountField(125_000), '124951')).toBe(124_951);
    expect(validAmount(transferAmountField(125_000), '125000.01')).toBeNull();
  });

  it('is the field the withdraw form checks', () => {
    const parsed = withdrawFormSchema(125_000).safeParse({ payoutAccountId: 'pa_1', amount: '124951' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(
      'That is more than your balance allows with the fee (₦125,000 available)',
    );
  });
});
