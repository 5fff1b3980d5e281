import { describe, expect, it } from 'vitest';
import { fieldMessages } from '@/test/form-fixtures';
import { NIGERIAN_PHONE_MESSAGE } from '@/api/schemas/auth';
import { createRiderRequest, updateRiderRequest } from '@/api/schemas/riders';
import {
  createRiderRequestOf,
  riderFormDefaults,
  riderFormSchema,
  updateRiderRequestOf,
  type RiderFormValues,
} from '../rider-form';

/* Add / edit a rider: the form refuses what the contract would (src/api/schemas/riders.ts), in its words. */

const valid: RiderFormValues = { name: 'Chinedu Obi', phone: '0816 555 0299', vehicle: 'van', plate: '' };

/** The message each field shows: its first issue (react-hook-form shows one per field). */
const messagesFor = (values: Partial<Record<keyof RiderFormValues, string>>) =>
  fieldMessages(riderFormSchema.safeParse({ ...valid, ...values }));

describe('the rider form', () => {
  it('takes a name, a Nigerian phone written either way, a vehicle and an optional plate', () => {
    expect(messagesFor({})).toEqual([]);
    expect(messagesFor({ phone: '+234 803 555 0201', plate: 'LND-482-KJ' })).toEqual([]);
    expect(messagesFor({ phone: '08035550201', vehicle: 'tricycle', plate: 'abc 123 xy' })).toEqual([]);
  });

  it('refuses blanks (whitespace too) in its own words, one message a field', () => {
    expect(messagesFor({ name: '   ', phone: ' ' })).toEqual([
      'name: Please enter the rider’s name',
      'phone: Please enter the rider’s phone number',
    ]);
  });

  it('refuses a phone that is not Nigerian, an unknown vehicle and a plate with other characters', () => {
    for (const phone of ['12345', '+44 20 7946 0958', '0803 555 020']) {
      expect(messagesFor({ phone })).toEqual([`phone: ${NIGERIAN_PHONE_MESSAGE}`]);
    }
    expect(messagesFor({ vehicle: 'lorry' })).toEqual(['vehicle: Choose the rider’s vehicle']);
    expect(messagesFor({ plate: 'LND/482' })).toEqual(['plate: Use letters, digits, spaces and dashes']);
  });

  it('keeps to the contract’s bounds: 80 characters of name, 12 of plate, 30 of phone', () => {
    expect(messagesFor({ name: 'A'.repeat(80), plate: 'A'.repeat(12) })).toEqual([]);
    expect(messagesFor({ name: 'A'.repeat(81), plate: 'A'.repeat(13) })).toEqual([
      'name: Use at most 80 characters',
      'plate: Use at most 12 characters',
    ]);
    expect(messagesFor({ phone: `0803 555 0201${' '.repeat(30)}x` })[0]).toBe('phone: Use at most 30 characters');
  });

  it('sends what the contract takes: no plate on a new rider without one; an edit sends every field', () => {
    const values = riderFormSchema.parse({ ...valid, name: '  Chinedu Obi ' });
    const created = createRiderRequestOf(values);
    expect(created).toEqual({ name: 'Chinedu Obi', phone: '0816 555 0299', vehicle: 'van' });
    expect(createRiderRequest.safeParse(created).success).toBe(true);
    const updated = updateRiderRequestOf(values);
    expect(updated).toEqual({ name: 'Chinedu Obi', phone: '0816 555 0299', vehicle: 'van', plate: '' });
    expect(updateRiderRequest.safeParse(updated).success).toBe(true);
    expect(riderFormDefaults).toEqual({ name: '', phone: '', vehicle: 'bike', plate: '' });
  });
});
