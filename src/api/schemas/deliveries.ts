import { z } from 'zod/mini';
import {
  deliverySortKeys,
  deliveryStatuses,
  sortOrders,
  type DeliverySortKey,
  type DeliveryStatus,
  type SortOrder,
} from '../constants';
import { boundedText, calendarDay, emailAddress, id, isoDate, naira, page, pageQuery, textMax } from './common';

export { deliveryStatuses, type DeliveryStatus };
export const deliveryStatus = z.enum(deliveryStatuses);

export const priorities = ['high', 'medium', 'low'] as const;
export const priority = z.enum(priorities);
export type Priority = z.infer<typeof priority>;

export const coordinates = z.object({
  lat: z.number().check(z.gte(-90), z.lte(90)),
  lng: z.number().check(z.gte(-180), z.lte(180)),
});

/**
 * The new-delivery form's bounds (src/forms/create-delivery-form.ts), in its words: a row of a
 * CSV import passes the form first, so the contract's are never the smaller ones.
 */
export const deliveryTextMax = { short: 120, long: textMax.address } as const;
/** Trimmed, not blank, at most `max` characters: the new-delivery form's wording. */
export const deliveryText = (max: number) =>
  z.string().check(z.trim(), z.minLength(1), z.maxLength(max, `Please keep this under ${max} characters`));

export const place = z.object({
  address: deliveryText(deliveryTextMax.long),
  city: deliveryText(deliveryTextMax.short),
  coordinates: z.optional(coordinates),
});
export type Place = z.infer<typeof place>;

export const customer = z.object({
  name: deliveryText(deliveryTextMax.short),
  email: emailAddress(),
  phone: deliveryText(textMax.phone),
});

/** A rider as a delivery names it (issue 27; the roster's full record: ./riders). */
export const vehicles = ['bike', 'car', 'van', 'tricycle'] as const;
export type Vehicle = (typeof vehicles)[number];
export const riderRef = z.object({ id, name: z.string(), phone: z.string(), vehicle: z.enum(vehicles) });
export type RiderRef = z.infer<typeof riderRef>;

/** Why a delivery could not be handed over (POST …/attempts). */
export const attemptReasons = ['customer-unavailable', 'wrong-address', 'refused', 'other'] as const;
export type AttemptReason = (typeof attemptReasons)[number];
export const deliveryAttempt = z.object({ reason: z.enum(attemptReasons), note: z.string(), at: isoDate });
export type DeliveryAttempt = z.infer<typeof deliveryAttempt>;

/** What proved a delivery (its images: GET …/proof). `code`: checked, or overridden after the tries ran out. */
export const proofSummary = z.object({
  code: z.optional(z.enum(['verified', 'overridden'])),
  overrideReason: z.optional(z.string()),
  recipientName: z.optional(z.string()),
  signature: z.optional(z.enum(['drawn', 'typed'])),
  photo: z.boolean(),
  capturedAt: isoDate,
});
export type ProofSummary = z.infer<typeof proofSummary>;

const count = z.number().check(z.int(), z.nonnegative());

/** How the recipient paid a cash-on-delivery amount at the door (issue 28). */
export const codMethods = ['cash', 'transfer', 'pos'] as const;
export type CodMethod = (typeof codMethods)[number];
/**
 * Cash on delivery (issue 28): the amount the rider collects; once delivered, what was collected,
 * how and when (less than `amount`: a short collection); once the rider handed it in, when.
 */
export const cashOnDelivery = z.object({
  amount: naira,
  collected: z.optional(z.object({ method: z.enum(codMethods), amount: naira, at: isoDate })),
  remittedAt: z.optional(isoDate),
});
export type CashOnDelivery = z.infer<typeof cashOnDelivery>;

export const delivery = z.object({
  id,
  trackingNumber: z.string(),
  /** The customer's tracking page: a link with a code of its own, never guessed from the number (issue 28). */
  trackingUrl: z.string(),
  status: deliveryStatus,
  customer,
  from: place,
  to: place,
  createdAt: isoDate,
  estimatedDelivery: isoDate,
  price: naira,
  description: z.string(),
  items: z.array(z.string()),
  specialInstructions: z.optional(z.string()),
  priority,
  /** Who carries it (absent: unassigned). */
  rider: z.optional(riderRef),
  /** Failed attempts to hand it over, oldest first. */
  attempts: z.optional(z.array(deliveryAttempt)),
  /** The recipient's code, sent at pickup where the partner asks for one: never its digits. */
  deliveryCode: z.optional(z.object({ verified: z.boolean(), triesLeft: count })),
  proof: z.optional(proofSummary),
  cashOnDelivery: z.optional(cashOnDelivery),
});
export type Delivery = z.infer<typeof delivery>;

/**
 * The status workflow of docs/product.md#delivery-status — the one table the UI (which buttons) and the
 * mock API (which changes it refuses with 409) both read.
 */
export const deliveryActions = {
  accept: { from: 'pending', to: 'accepted', label: 'Accept' },
  reject: { from: 'pending', to: 'rejected', label: 'Reject' },
  pickUp: { from: 'accepted', to: 'picked-up', label: 'Mark as Picked Up' },
  startDelivery: { from: 'picked-up', to: 'in-transit', label: 'Start Delivery' },
  markDelivered: { from: 'in-transit', to: 'delivered', label: 'Mark as Delivered' },
} as const satisfies Record<string, { from: DeliveryStatus; to: DeliveryStatus; label: string }>;
export type DeliveryAction = keyof typeof deliveryActions;

/** Cancel: while the delivery has not been picked up (docs/product.md#delivery-status). */
export const cancellableStatuses: readonly DeliveryStatus[] = ['pending', 'accepted'];
export const rejectReason = 'Rejected by delivery partner';
/** Open and carried by a rider (issue 27): the statuses a delivery can be assigned, or reassigned, in. */
export const assignableStatuses: readonly DeliveryStatus[] = ['accepted', 'picked-up', 'in-transit'];

/** The statuses PUT …/status may set, with the status each must come from. */
export const statusUpdates = {
  'picked-up': 'accepted',
  'in-transit': 'picked-up',
  delivered: 'in-transit',
} as const satisfies Partial<Record<DeliveryStatus, DeliveryStatus>>;
export const statusUpdateTarget = z.enum(['picked-up', 'in-transit', 'delivered']);
export type StatusUpdateTarget = z.infer<typeof statusUpdateTarget>;

export { deliverySortKeys, sortOrders, type DeliverySortKey, type SortOrder };

/** The longest search text the list takes (the deliveries section's `q` is cut there too). */
export const deliverySearchMaxLength = 100;

/**
 * GET /api/deliveries: one page of the partner's deliveries.
 *
 * - `status`: only that status (the `counts` still cover every status).
 * - `search`: trimmed, case-insensitive, part of any of the tracking number, the customer's
 *   name, e-mail and phone (a phone also matches its digits: `08035550101`, `2348035550101`),
 *   the description, an item, the pickup and drop-off addresses and cities ("lagos" finds the
 *   deliveries from or to Lagos).
 * - `from` / `to`: Africa/Lagos calendar days (YYYY-MM-DD) of `createdAt`, both included, as
 *   the wallet history's; a day that does not exist, or `from` after `to`, is a 400.
 * - `sort` (default `createdAt`) and `order` (default `desc`): `createdAt` and
 *   `estimatedDelivery` by instant, `price` by amount, `priority` high > medium > low (`desc`
 *   puts high first), `status` in the workflow's order pending < accepted < picked-up <
 *   in-transit < delivered < rejected < cancelled (`deliveryStatuses`). Ties break by `id`
 *   (its code units): `asc` is (key, id) ascending and `desc` exactly its reverse, so the
 *   pages of one query never repeat or skip a delivery.
 * - `page`, `limit` (1–100, default 20; the table offers 20 / 50 / 100).
 */
export const deliveryListQuery = z.extend(pageQuery, {
  status: z.optional(deliveryStatus),
  search: z.optional(z.string().check(z.trim(), z.maxLength(deliverySearchMaxLength))),
  sort: z._default(z.enum(deliverySortKeys), 'createdAt'),
  order: z._default(z.enum(sortOrders), 'desc'),
  from: z.optional(calendarDay),
  to: z.optional(calendarDay),
  /** A rider's id, or `unassigned`. */
  rider: z.optional(id),
});
export type DeliveryListQuery = z.input<typeof deliveryListQuery>;

export const statusCounts = z.record(deliveryStatus, z.number().check(z.int(), z.nonnegative()));

/** What creating deliveries and reporting a location send: ./delivery-writes (loaded with those screens). */
export const deliveryPage = z.extend(page(delivery), {
  /** Per-status totals of the partner's deliveries matching `search` and the `from`–`to` range (all statuses). */
  counts: statusCounts,
});
export type DeliveryPage = z.infer<typeof deliveryPage>;

/** Accepting can assign a rider at once (the rules of POST …/assign). */
export const acceptRequest = z.object({ note: z.optional(boundedText(textMax.text)), riderId: z.optional(id) });
/** A reject's or cancel's reason: the forms' bound and words (src/forms/cancel-delivery-form.ts). */
export const reasonMaxLength = 300;
export const reasonRequest = z.object({
  reason: z
    .string()
    .check(
      z.trim(),
      z.minLength(1),
      z.maxLength(reasonMaxLength, `Please keep the reason under ${reasonMaxLength} characters`),
    ),
});
export const statusUpdateRequest = z.object({ status: statusUpdateTarget, timestamp: isoDate });

export const trackingEvent = z.object({
  id,
  status: deliveryStatus,
  timestamp: isoDate,
  note: z.string(),
  location: z.optional(z.object({ address: z.optional(z.string()), coordinates: z.optional(coordinates) })),
});
export type TrackingEvent = z.infer<typeof trackingEvent>;

export const tracking = z.object({
  deliveryId: id,
  trackingNumber: z.string(),
  status: deliveryStatus,
  currentLocation: z.optional(z.object({ address: z.optional(z.string()), coordinates: z.optional(coordinates) })),
  events: z.array(trackingEvent),
});
export type Tracking = z.infer<typeof tracking>;
