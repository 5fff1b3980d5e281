import { z } from 'zod/mini';
import { priceLimits } from '@/api/money';
import { priorities, type CreateDeliveryRequest } from '@/api/schemas';
import { naira, nairaField, parseNaira } from './money-forms';
import { looksLikeEmail } from './signup-form';

/*
 * A new delivery, as the partner types it: every field checked in plain words before anything
 * is sent (the contract checks the same bounds again; the server has the last word).
 */

export const textLimits = { short: 120, long: 300 } as const;

const required = (message: string, max: number = textLimits.short) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max, `Please keep this under ${max} characters`));

/** "2026-11-24T15:30" (a datetime-local input's value), read as Lagos wall-clock time. */
const localDateTime = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant a Lagos wall-clock time names, as ISO 8601; null when the text is not a time.
 * Africa/Lagos is West Africa Time, UTC+01:00 all year (no daylight saving since 1919).
 */
export function lagosWallClockToIso(text: string): string | null {
  const match = localDateTime.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const utc = Date.UTC(year, month - 1, day, hour - 1, minute);
  const check = new Date(utc + 60 * 60_000);
  // 2026-02-30 rolls over to March: not a real day.
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return new Date(utc).toISOString();
}

export const createDeliveryMessages = {
  etaMissing: 'Please enter when it should arrive',
  etaInvalid: 'Please enter a date and time',
  etaPast: 'The arrival time must be in the future',
  items: 'Please list at least one item',
} as const;

/** Cash on delivery (issue 28): what the rider collects at the door, bounded like a price (`codAmount`). */
export const codAmountField = nairaField(priceLimits, {
  missing: 'Please enter the amount to collect',
  tooSmall: `The smallest amount to collect is ${naira(priceLimits.min)}`,
  tooLarge: `The largest amount to collect is ${naira(priceLimits.max)}`,
});

/** One item per line; blank lines do not count. */
export const itemsOf = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

export const createDeliveryFormSchema = (now: () => number = Date.now) =>
  z
    .object({
      customerName: required("Please enter the customer's name"),
      customerEmail: z.string().check(
        z.trim(),
        z.minLength(1, "Please enter the customer's email address"),
        z.refine((text) => text === '' || looksLikeEmail(text), 'Please enter a valid email address'),
      ),
      customerPhone: required("Please enter the customer's phone number", 30),
      fromAddress: required('Please enter the pickup address', textLimits.long),
      fromCity: required('Please enter the pickup city'),
      toAddress: required('Please enter the drop-off address', textLimits.long),
      toCity: required('Please enter the drop-off city'),
      description: required('Please describe the delivery'),
      items: z.string().check(
        z.refine((text) => itemsOf(text).length > 0, createDeliveryMessages.items),
        z.refine((text) => itemsOf(text).every((item) => item.length <= textLimits.short), {
          message: `Please keep each item under ${textLimits.short} characters`,
        }),
      ),
      price: nairaField(priceLimits, {
        missing: 'Please enter the price',
        tooSmall: `The price must be at least ${naira(priceLimits.min)}`,
        tooLarge: `The price can be at most ${naira(priceLimits.max)}`,
      }),
      priority: z.enum(priorities),
      eta: z.string().check(
        z.minLength(1, createDeliveryMessages.etaMissing),
        z.refine((text) => text === '' || lagosWallClockToIso(text) !== null, createDeliveryMessages.etaInvalid),
        z.refine((text) => {
          const iso = lagosWallClockToIso(text);
          return iso === null || Date.parse(iso) > now();
        }, createDeliveryMessages.etaPast),
      ),
      specialInstructions: z
        .string()
        .check(z.trim(), z.maxLength(textLimits.long, `Please keep this under ${textLimits.long} characters`)),
      /** Ticked: the rider collects `codAmount` from the recipient. */
      cashOnDelivery: z.boolean(),
      codAmount: z.string(),
    })
    .check(
      z.superRefine(
        (values, ctx) => {
          if (!values.cashOnDelivery) return;
          const checked = codAmountField.safeParse(values.codAmount);
          if (!checked.success) {
            ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? '', path: ['codAmount'] });
          }
        },
        {
          // Checked alongside the other fields' errors, so every problem shows at once.
          when: ({ value }) => {
            const cod = value as Partial<Record<'cashOnDelivery' | 'codAmount', unknown>>;
            return typeof cod.cashOnDelivery === 'boolean' && typeof cod.codAmount === 'string';
          },
        },
      ),
    );
export type CreateDeliveryFormInput = z.input<ReturnType<typeof createDeliveryFormSchema>>;
export type CreateDeliveryFormValues = z.output<ReturnType<typeof createDeliveryFormSchema>>;

export const createDeliveryDefaults: CreateDeliveryFormInput = {
  customerName: '',
  customerEmail: '',
  customerPhone: '',
  fromAddress: '',
  fromCity: 'Lagos',
  toAddress: '',
  toCity: 'Lagos',
  description: '',
  items: '',
  price: '',
  priority: 'medium',
  eta: '',
  specialInstructions: '',
  cashOnDelivery: false,
  codAmount: '',
};

/** The checked form as the contract's request. */
/** The form's field for each field of the request as the server names it (a 400's `fields`). */
export const createDeliveryFieldNames = {
  'customer.name': 'customerName',
  'customer.email': 'customerEmail',
  'customer.phone': 'customerPhone',
  'from.address': 'fromAddress',
  'from.city': 'fromCity',
  'to.address': 'toAddress',
  'to.city': 'toCity',
  description: 'description',
  items: 'items',
  price: 'price',
  priority: 'priority',
  estimated_delivery: 'eta',
  special_instructions: 'specialInstructions',
  'cash_on_delivery.amount': 'codAmount',
} as const satisfies Record<string, keyof CreateDeliveryFormValues>;

export function toCreateDeliveryRequest(values: CreateDeliveryFormValues): CreateDeliveryRequest {
  return {
    customer: { name: values.customerName, email: values.customerEmail, phone: values.customerPhone },
    from: { address: values.fromAddress, city: values.fromCity },
    to: { address: values.toAddress, city: values.toCity },
    description: values.description,
    items: itemsOf(values.items),
    price: values.price,
    priority: values.priority,
    estimatedDelivery: lagosWallClockToIso(values.eta) ?? values.eta,
    ...(values.specialInstructions ? { specialInstructions: values.specialInstructions } : {}),
    ...(values.cashOnDelivery ? { cashOnDelivery: { amount: parseNaira(values.codAmount) } } : {}),
  };
}
