import { describe, expect, it } from 'vitest';
import { validSignUp } from '@/test/form-fixtures';
import type { z } from 'zod/mini';
import { updateBillingInfoRequest, updatePartnerProfileRequest } from '@/api/schemas';
import { signUpRequest } from '@/api/schemas/auth';
import { createPaymentMethodRequest, updatePaymentMethodRequest } from '@/api/schemas/billing';
import { tooLongMessage } from '@/api/schemas/common';
import { billingInfoFormSchema } from '../billing-info-form';
import { createPaymentMethodFormSchema, editPaymentMethodFormSchema } from '../payment-method-form';
import { profileFormSchema } from '../profile-form';
import { signUpFormSchema } from '../signup-form';

/*
 * Issue 25: a form that asks for a bounded field refuses one character more, in the contract's
 * own words, and takes the longest text the contract takes — so it never sends what the API
 * would refuse, and never refuses what the API would take.
 */

const profile = { companyName: 'Swift', firstName: 'Ada', lastName: 'Okafor', email: 'a@b.ng', phone: '0803 123 4567' };
const billing = { ...profile, address: '1 Marina', city: 'Lagos', country: 'Nigeria', taxId: 'TIN-1' };
const method = {
  type: 'card',
  provider: 'Visa',
  accountName: 'Ada',
  accountNumber: '4111111111111111',
  isDefault: false,
};

interface Case {
  form: z.ZodMiniType;
  contract: z.ZodMiniType;
  valid: Record<string, unknown>;
  fields: Array<[field: string, max: number]>;
}

const cases: Record<string, Case> = {
  profile: {
    form: profileFormSchema,
    contract: updatePartnerProfileRequest,
    valid: profile,
    fields: [
      ['companyName', 100],
      ['firstName', 100],
      ['lastName', 100],
      ['phone', 30],
    ],
  },
  'billing information': {
    form: billingInfoFormSchema,
    contract: updateBillingInfoRequest,
    valid: billing,
    fields: [
      ['companyName', 100],
      ['address', 300],
      ['city', 100],
      ['country', 100],
      ['taxId', 64],
      ['phone', 30],
    ],
  },
  'new payment method': {
    form: createPaymentMethodFormSchema,
    contract: createPaymentMethodRequest,
    valid: method,
    fields: [
      ['provider', 100],
      ['accountName', 100],
    ],
  },
  'payment method edit': {
    form: editPaymentMethodFormSchema,
    contract: updatePaymentMethodRequest,
    valid: method,
    fields: [
      ['provider', 100],
      ['accountName', 100],
    ],
  },
  'sign-up': {
    form: signUpFormSchema,
    contract: signUpRequest,
    valid: validSignUp,
    fields: [
      ['firstName', 100],
      ['lastName', 100],
    ],
  },
};

const messageFor = (schema: z.ZodMiniType, values: Record<string, unknown>, field: string) => {
  const result = schema.safeParse(values);
  return result.success ? null : (result.error.issues.find((issue) => issue.path[0] === field)?.message ?? null);
};

describe.each(Object.entries(cases))('the %s form', (_, { form, contract, valid, fields }) => {
  it.each(fields)('%s: at most %i characters, in the contract’s words', (field, max) => {
    const over = { ...valid, [field]: 'x'.repeat(max + 1) };
    expect(messageFor(form, over, field)).toBe(tooLongMessage(max));
    expect(messageFor(contract, over, field)).toBe(tooLongMessage(max));
    const at = { ...valid, [field]: 'x'.repeat(max) };
    expect(form.safeParse(at).success).toBe(true);
    expect(contract.safeParse(at).success).toBe(true);
  });
});

it('the sign-up form refuses a password over 128 characters, as the contract does', () => {
  const password = 'P4ss!'.repeat(26); // 130 characters
  const values = { ...validSignUp, password, confirmPassword: password };
  expect(messageFor(signUpFormSchema, values, 'password')).toBe(tooLongMessage(128));
  expect(messageFor(signUpRequest, values, 'password')).toBe(tooLongMessage(128));
});
