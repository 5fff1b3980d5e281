import { describe, expect, it } from 'vitest';
import { requiresVerification, signInFormSchema } from '../signin-form';

describe('sign-in verification detection (docs/product.md#error-texts)', () => {
  it.each([
    ['Please enter your verification code', 'INVALID'],
    ['Your account is not verified yet', 'FORBIDDEN'],
    ['Account not verified. Enter the code.', undefined],
    ['ACCOUNT NOT VERIFIED', 'X'],
  ])('asks for the code when the message says %j', (message, code) => {
    expect(requiresVerification({ message, code })).toBe(true);
  });

  it('asks for the code on HTTP_ERROR whose message mentions verification', () => {
    expect(requiresVerification({ message: 'Email verification pending', code: 'HTTP_ERROR' })).toBe(true);
    expect(requiresVerification({ message: 'Email verification pending', code: 'FORBIDDEN' })).toBe(false);
  });

  it('does not for other failures', () => {
    expect(requiresVerification({ message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' })).toBe(false);
    expect(requiresVerification({ message: undefined, code: 'HTTP_ERROR' })).toBe(false);
  });

  it('limits the code to six characters', () => {
    const base = { email: 'a@b.ng', password: 'x', rememberMe: false };
    expect(signInFormSchema.safeParse({ ...base, verificationCode: '123456' }).success).toBe(true);
    expect(signInFormSchema.safeParse({ ...base, verificationCode: '1234567' }).success).toBe(false);
  });
});
