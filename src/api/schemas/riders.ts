import { z } from 'zod/mini';
import { isNigerianPhone, NIGERIAN_PHONE_MESSAGE } from './auth';
import { id, isoDate, requiredTextOf, textMax } from './common';
import { coordinates, delivery, deliveryStatus, riderRef, vehicles } from './deliveries';

/*
 * Riders and dispatch (issue 27): a partner's roster, who carries which delivery, and where the
 * open deliveries are. Not in the schemas index: the riders section, the assign dialogs and the
 * fleet map load it with their own code.
 */

export { riderRef, vehicles, type RiderRef, type Vehicle } from './deliveries';
export const vehicle = z.enum(vehicles);

/**
 * - `available`: on duty, carrying nothing picked up;
 * - `on-delivery`: on duty with a delivery picked up or in transit;
 * - `off-duty`: the partner took the rider off duty (nothing new can be assigned);
 * - `archived`: left the roster (kept for the deliveries it carried).
 */
export const riderStatuses = ['available', 'on-delivery', 'off-duty', 'archived'] as const;
export const riderStatus = z.enum(riderStatuses);
export type RiderStatus = z.infer<typeof riderStatus>;

/** Riders a partner may have on its roster, archived ones included. */
export const MAX_RIDERS = 200;
export const riderTextMax = { name: 80, plate: 12 } as const;
/** Why a delivery goes to another rider: kept in its history. */
export const reassignReasonMax = 300;

const count = z.number().check(z.int(), z.nonnegative());

export const rider = z.extend(riderRef, {
  plate: z.optional(z.string()),
  status: riderStatus,
  createdAt: isoDate,
  /** Accepted, picked up or in transit, assigned to the rider. */
  openDeliveries: count,
  /** Delivered by the rider since midnight in Lagos. */
  completedToday: count,
});
export type Rider = z.infer<typeof rider>;

export const riderList = z.object({ items: z.array(rider), total: count });
export type RiderList = z.infer<typeof riderList>;

/** GET /api/riders: the roster by name; `archived=true` lists the archived riders instead. */
export const riderListQuery = z.object({ archived: z._default(z.enum(['true', 'false']), 'false') });
export type RiderListQuery = z.input<typeof riderListQuery>;

/** A rider's page: the rider, its open deliveries and what it delivered today (Lagos). */
export const riderDetail = z.object({
  rider,
  open: z.array(delivery),
  completedToday: z.array(delivery),
});
export type RiderDetail = z.infer<typeof riderDetail>;

const phone = z.string().check(z.trim(), z.maxLength(textMax.phone), z.refine(isNigerianPhone, NIGERIAN_PHONE_MESSAGE));
/** A Nigerian plate: letters, digits, spaces and dashes (LND-123-AB, ABC 123 XY). */
const plate = z
  .string()
  .check(
    z.trim(),
    z.maxLength(riderTextMax.plate, `Use at most ${riderTextMax.plate} characters`),
    z.regex(/^[A-Za-z0-9 -]*$/, 'Use letters, digits, spaces and dashes'),
  );

export const createRiderRequest = z.object({
  name: requiredTextOf(riderTextMax.name),
  phone,
  vehicle,
  plate: z.optional(plate),
});
export type CreateRiderRequest = z.input<typeof createRiderRequest>;

/** PATCH /api/riders/:id: what changes; `onDuty: false` takes the rider off duty. */
export const updateRiderRequest = z.object({
  name: z.optional(requiredTextOf(riderTextMax.name)),
  phone: z.optional(phone),
  vehicle: z.optional(vehicle),
  plate: z.optional(plate),
  onDuty: z.optional(z.boolean()),
});
export type UpdateRiderRequest = z.input<typeof updateRiderRequest>;

/**
 * POST /api/deliveries/:id/assign: accepted, picked up or in transit; the rider on duty and on the
 * roster. Giving it to another rider needs `reason` (kept in the delivery's history).
 */
export const assignRequest = z.object({
  riderId: id,
  reason: z.optional(requiredTextOf(reassignReasonMax)),
});
export type AssignRequest = z.input<typeof assignRequest>;

/** The fleet map's entries: every accepted, picked-up or in-transit delivery, newest first, at most this many. */
export const FLEET_MAX = 500;

export const fleetEntry = z.object({
  deliveryId: id,
  trackingNumber: z.string(),
  status: deliveryStatus,
  recipientName: z.string(),
  toCity: z.string(),
  rider: z.optional(riderRef),
  /** Its last known position (a location update, or the pickup), absent when none has coordinates. */
  position: z.optional(z.object({ coordinates, address: z.optional(z.string()), at: isoDate })),
});
export type FleetEntry = z.infer<typeof fleetEntry>;
export const fleet = z.object({ items: z.array(fleetEntry), total: count });
export type Fleet = z.infer<typeof fleet>;
