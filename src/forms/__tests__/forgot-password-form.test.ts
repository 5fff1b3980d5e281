import { describe, expect, it } from 'vitest';
import { forgotPasswordFormSchema } from '../forgot-password-form';

const messageFor = (email: string) => {
  const result = forgotPasswordFormSchema.safeParse({ email });
  return result.success ? null : result.error.issues[0]?.message;
};

describe('forgot-password form schema', () => {
  it.each(['', '   '])('asks for the address when it is %j', (email) => {
    expect(messageFor(email)).toBe('Please enter your email address');
  });

  it('refuses an address that cannot be one', () => {
    expect(messageFor('ada.swiftriders.ng')).toBe('Please enter a valid email address');
  });

  it('accepts and trims an address', () => {
    expect(forgotPasswordFormSchema.parse({ email: '  ada@swiftriders.ng ' })).toEqual({ email: 'ada@swiftriders.ng' });
  });
});
