import { describe, expect, it } from 'vitest';
import {
  createDeliveryDefaults,
  createDeliveryFormSchema,
  itemsOf,
  lagosWallClockToIso,
  toCreateDeliveryRequest,
  type CreateDeliveryFormInput,
} from '../create-delivery-form';

const now = Date.parse('2026-11-24T09:00:00Z'); // 10:00 in Lagos
const schema = createDeliveryFormSchema(() => now);

const filled: CreateDeliveryFormInput = {
  ...createDeliveryDefaults,
  customerName: ' Adaeze Okafor ',
  customerEmail: 'adaeze@example.com',
  customerPhone: '+234 802 000 1111',
  fromAddress: '12 Admiralty Way, Lekki Phase 1',
  toAddress: '5 Awolowo Road, Ikoyi',
  description: 'Two cartons of printer paper',
  items: 'Printer paper (x2)\n\n  Toner  \n',
  price: '7,500',
  priority: 'high',
  eta: '2026-11-24T15:30',
};

const errorsOf = (input: CreateDeliveryFormInput): Partial<Record<keyof CreateDeliveryFormInput, string>> => {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
};

describe('create-delivery form', () => {
  it('reads a Lagos wall-clock time as the instant it names (UTC+1, all year)', () => {
    expect(lagosWallClockToIso('2026-11-24T15:30')).toBe('2026-11-24T14:30:00.000Z');
    expect(lagosWallClockToIso('2026-07-01T00:15')).toBe('2026-06-30T23:15:00.000Z');
    expect(lagosWallClockToIso('2026-02-30T10:00')).toBeNull();
    expect(lagosWallClockToIso('tomorrow')).toBeNull();
  });

  it('takes one item per line, blank lines and spaces aside', () => {
    expect(itemsOf('Printer paper (x2)\n\n  Toner  \n')).toEqual(['Printer paper (x2)', 'Toner']);
  });

  it('turns the checked form into the contract’s request: trimmed text, items, naira, the ETA as an instant', () => {
    expect(toCreateDeliveryRequest(schema.parse(filled))).toEqual({
      customer: { name: 'Adaeze Okafor', email: 'adaeze@example.com', phone: '+234 802 000 1111' },
      from: { address: '12 Admiralty Way, Lekki Phase 1', city: 'Lagos' },
      to: { address: '5 Awolowo Road, Ikoyi', city: 'Lagos' },
      description: 'Two cartons of printer paper',
      items: ['Printer paper (x2)', 'Toner'],
      price: 7500,
      priority: 'high',
      estimatedDelivery: '2026-11-24T14:30:00.000Z',
    });
  });

  it('says what is missing in plain words, field by field', () => {
    expect(errorsOf(createDeliveryDefaults)).toEqual({
      customerName: "Please enter the customer's name",
      customerEmail: "Please enter the customer's email address",
      customerPhone: "Please enter the customer's phone number",
      fromAddress: 'Please enter the pickup address',
      toAddress: 'Please enter the drop-off address',
      description: 'Please describe the delivery',
      items: 'Please list at least one item',
      price: 'Please enter the price',
      eta: 'Please enter when it should arrive',
    });
  });

  it('keeps the price within the contract’s bounds, in naira and kobo', () => {
    expect(errorsOf({ ...filled, price: '0' }).price).toBe('The price must be at least ₦1');
    expect(errorsOf({ ...filled, price: '10000001' }).price).toBe('The price can be at most ₦10,000,000');
    expect(errorsOf({ ...filled, price: '12.345' }).price).toBe('Use at most 2 decimal places (kobo)');
    expect(errorsOf({ ...filled, price: 'five' }).price).toBe('Enter the amount in naira, e.g. 5000 or 5,000.50');
  });

  it('refuses an arrival time in the past, and an email address that cannot be one', () => {
    expect(errorsOf({ ...filled, eta: '2026-11-24T09:59' }).eta).toBe('The arrival time must be in the future');
    expect(errorsOf({ ...filled, customerEmail: 'adaeze.example.com' }).customerEmail).toBe(
      'Please enter a valid email address',
    );
  });
});
