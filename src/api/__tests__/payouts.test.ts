import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { resolveBankAccount } from '@/api/payouts';
import { DEMO_PAYOUT_ACCOUNT } from '@mocks/seed';

/* The payout client's own check (src/api/payouts.ts): the rules themselves are the server's (conformance/payouts). */

describe('the name enquiry', () => {
  it('refuses a wrong check digit before sending', async () => {
    const number = DEMO_PAYOUT_ACCOUNT.accountNumber;
    const wrong = `${number.slice(0, 9)}${(Number(number[9]) + 1) % 10}`;
    const error: unknown = await resolveBankAccount({ bankCode: '058', accountNumber: wrong }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'invalid-request',
      message: 'That account number is not valid for this bank: check the 10 digits',
    });
  });
});
