import { describe, expect, it } from 'vitest';
import { apiAccessLimits, apiAccessRequestBody } from '@/api/schemas/api-access';
import { apiAccessFormSchema, apiAccessMessages } from '../api-access-form';

/* Issue 25: the form refuses a text over the contract's limit, in the words the API refuses it with. */

const valid = { businessName: 'Eko Express', location: 'Lagos', email: 'dev@ekoexpress.ng', reason: 'Tracking' };
const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('the API access form’s limits', () => {
  it.each(Object.entries(apiAccessLimits))('%s: the contract’s limit and words', (field, { max, tooLong }) => {
    const over = { ...valid, [field]: 'x'.repeat(max + 1) };
    expect(firstMessage(apiAccessFormSchema.safeParse(over))).toBe(tooLong);
    expect(firstMessage(apiAccessRequestBody.safeParse(over))).toBe(tooLong);
    expect(apiAccessFormSchema.safeParse({ ...valid, [field]: 'x'.repeat(max) }).success).toBe(true);
  });

  it('refuses an e-mail over 254 characters as invalid, which the contract refuses too', () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(187)}.ng`;
    expect(firstMessage(apiAccessFormSchema.safeParse({ ...valid, email }))).toBe(apiAccessMessages.invalidEmail);
    expect(apiAccessRequestBody.safeParse({ ...valid, email }).success).toBe(false);
  });
});
