import { describe, expect, it } from 'vitest';
import { validSignUp } from '@/test/form-fixtures';
import { signUpDefaults, signUpFormSchema, type SignUpFormValues } from '../signup-form';

const nigerianPhone = 'Please enter a Nigerian phone number (e.g. 0803 123 4567)';

/** Every issue the schema reports, in its order, as [field, message]; [] when the values pass. */
function issues(values: SignUpFormValues): [string, string][] {
  const result = signUpFormSchema.safeParse(values);
  if (result.success) return [];
  return result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

/** The first issue the schema reports (the first failing rule's), as [field, message]; null when the values pass. */
const firstIssue = (values: SignUpFormValues): [string, string] | null => issues(values)[0] ?? null;

/*
 * The order in docs/product.md#validation-rules, message by message: each case breaks its rule AND every rule after
 * it, so a wrong order would report a later message.
 */
const failsFromHereOn: [rule: string, values: SignUpFormValues, field: string, message: string][] = [
  ['1. names', { ...signUpDefaults }, 'firstName', 'Please enter your first and last name'],
  ['2. email missing', { ...signUpDefaults, firstName: 'Ada', lastName: 'Okafor' }, 'email', 'Please enter your email'],
  [
    '2b. email malformed',
    { ...signUpDefaults, firstName: 'Ada', lastName: 'Okafor', email: 'ada@swiftriders' },
    'email',
    'Please enter a valid email address',
  ],
  [
    '3. phone',
    { ...signUpDefaults, firstName: 'Ada', lastName: 'Okafor', email: validSignUp.email },
    'phone',
    'Please enter your phone number',
  ],
  [
    '4. password length',
    {
      ...signUpDefaults,
      firstName: 'Ada',
      lastName: 'Okafor',
      email: validSignUp.email,
      phone: '123',
      password: 'short',
      confirmPassword: 'other',
    },
    'password',
    'Password must be at least 8 characters long',
  ],
  [
    '5. passwords match',
    { ...validSignUp, phone: '123', password: 'Partner123!', confirmPassword: 'Partner123?', acceptTerms: false },
    'confirmPassword',
    'Passwords do not match',
  ],
  [
    '6. terms (before the phone format)',
    { ...validSignUp, phone: '123', acceptTerms: false },
    'acceptTerms',
    'Please accept the terms and conditions',
  ],
  ['7. Nigerian phone', { ...validSignUp, phone: '123' }, 'phone', nigerianPhone],
];

describe('sign-up form schema', () => {
  it('reports every failing field at once, each with the first rule that fails for it, in rule order', () => {
    expect(issues(signUpDefaults)).toEqual([
      ['firstName', 'Please enter your first and last name'],
      ['lastName', 'Please enter your first and last name'],
      ['email', 'Please enter your email'],
      ['phone', 'Please enter your phone number'],
      ['password', 'Password must be at least 8 characters long'],
      ['acceptTerms', 'Please accept the terms and conditions'],
    ]);
    expect(
      issues({
        ...validSignUp,
        lastName: ' ',
        email: 'ada@',
        phone: '123',
        password: 'short',
        confirmPassword: 'other',
      }),
    ).toEqual([
      ['lastName', 'Please enter your first and last name'],
      ['email', 'Please enter a valid email address'],
      ['password', 'Password must be at least 8 characters long'],
      ['confirmPassword', 'Passwords do not match'],
      ['phone', nigerianPhone],
    ]);
  });

  it.each(failsFromHereOn)('rule %s is reported before every later rule', (_rule, values, field, message) => {
    expect(firstIssue(values)).toEqual([field, message]);
  });

  it('accepts a complete form and trims the text fields (not the passwords)', () => {
    const result = signUpFormSchema.parse({
      ...validSignUp,
      firstName: '  Ada ',
      email: ' ada@swiftriders.ng ',
      password: ' Partner123! ',
      confirmPassword: ' Partner123! ',
    });
    expect(result.firstName).toBe('Ada');
    expect(result.email).toBe('ada@swiftriders.ng');
    expect(result.password).toBe(' Partner123! ');
  });

  it('reports a missing last name on the last-name field', () => {
    expect(issues({ ...validSignUp, lastName: '' })).toEqual([['lastName', 'Please enter your first and last name']]);
  });

  it.each([
    ['first name', { firstName: '   ' }, 'Please enter your first and last name'],
    ['last name', { lastName: '\t' }, 'Please enter your first and last name'],
    ['email', { email: '  ' }, 'Please enter your email'],
    ['phone', { phone: '   ' }, 'Please enter your phone number'],
    [
      'password',
      { password: '         ', confirmPassword: '         ' },
      'Password must be at least 8 characters long',
    ],
  ])('counts a whitespace-only %s as missing', (_name, change, message) => {
    expect(firstIssue({ ...validSignUp, ...change })?.[1]).toBe(message);
  });

  it('takes 8 characters as long enough and 7 as too short', () => {
    expect(firstIssue({ ...validSignUp, password: '1234567', confirmPassword: '1234567' })?.[1]).toBe(
      'Password must be at least 8 characters long',
    );
    expect(issues({ ...validSignUp, password: '12345678', confirmPassword: '12345678' })).toEqual([]);
  });

  it.each([
    '0803 123 4567',
    '08031234567',
    '+234 803 123 4567',
    '+2348031234567',
    '0803-123-4567',
    ' +234-803-123-4567 ',
  ])('takes the Nigerian number %j', (phone) => {
    expect(issues({ ...validSignUp, phone })).toEqual([]);
  });

  it.each([
    '123',
    '803 123 4567',
    '0803 123 456',
    '0803 123 45678',
    '+44 20 7946 0958',
    '+234 0803 123 4567',
    '0803.123.4567',
  ])('refuses %j with the Nigerian-number message on the phone field', (phone) => {
    expect(issues({ ...validSignUp, phone })).toEqual([['phone', nigerianPhone]]);
  });
});
