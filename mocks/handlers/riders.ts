import { endpoints } from '@/api/endpoints';
import { FLEET_MAX, MAX_RIDERS, type CreateRiderRequest } from '@/api/schemas/riders';
import { assign, checkAssignment } from '@server/domain/deliveries/dispatch';
import { deliveryReply } from '@server/domain/deliveries/view';
import { ownDelivery } from '@server/domain/deliveries/workflow';
import { db, nextId, type RiderRecord } from '../db';
import { deliveryOf, eventsOf, ownRider } from '../deliveries';
import { MockError } from '../errors';
import { handle } from '../http';
import { deliveredSince, lagosTodayStart, loadsOf, openStatuses, riderRefOf, toRider } from '../riders';

/*
 * Riders, dispatch and the fleet map (issue 27): the roster with each rider's load, a rider's
 * deliveries, assigning, and where the open deliveries are.
 */

const byName = (a: RiderRecord, b: RiderRecord) => a.name.localeCompare(b.name) || (a.id < b.id ? -1 : 1);

/** The rider as the contract shows it, with its load now. */
const riderReply = (rider: RiderRecord) => toRider(rider, loadsOf(rider.partnerId).get(rider.id));

/** A plate as riders' plates are kept: upper case, single spaces. */
const normalPlate = (plate: string | undefined) => plate?.trim().toUpperCase().replace(/\s+/g, ' ') || undefined;

function refuseDuplicatePhone(partnerId: string, phone: string, except?: string) {
  const digits = (value: string) => value.replace(/\D/g, '').slice(-10);
  const taken = db.state.riders.some(
    (r) => r.partnerId === partnerId && r.id !== except && r.archivedAt === null && digits(r.phone) === digits(phone),
  );
  if (taken) throw new MockError(409, 'phone: Another rider on the roster has this phone number', 'RIDER_PHONE_TAKEN');
}

function newRider(partnerId: string, body: CreateRiderRequest): RiderRecord {
  if (db.state.riders.filter((r) => r.partnerId === partnerId).length >= MAX_RIDERS) {
    throw new MockError(409, `A roster holds at most ${MAX_RIDERS} riders`, 'RIDER_LIMIT');
  }
  refuseDuplicatePhone(partnerId, body.phone);
  const plate = normalPlate(body.plate);
  return {
    partnerId,
    id: nextId('rdr'),
    name: body.name,
    phone: body.phone.trim(),
    vehicle: body.vehicle,
    ...(plate ? { plate } : {}),
    onDuty: true,
    archivedAt: null,
    createdAt: new Date().toISOString(),
  };
}

/** The partner's open deliveries with their riders and last known positions, newest first. */
function fleetOf(partnerId: string) {
  const open = db.state.deliveries
    .filter((d) => d.partnerId === partnerId && openStatuses.has(d.status))
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || (a.id < b.id ? 1 : -1));
  const items = open.slice(0, FLEET_MAX).map((delivery) => {
    const events = eventsOf(delivery.id);
    // The last report with coordinates, its address with it (a later address-only report is another place).
    const last = events.findLast((e) => e.location?.coordinates !== undefined);
    const rider = riderRefOf(delivery);
    return {
      deliveryId: delivery.id,
      trackingNumber: delivery.trackingNumber,
      status: delivery.status,
      recipientName: delivery.customer.name,
      toCity: delivery.to.city,
      ...(rider ? { rider } : {}),
      ...(last?.location?.coordinates
        ? {
            position: {
              coordinates: last.location.coordinates,
              ...(last.location.address ? { address: last.location.address } : {}),
              at: last.timestamp,
            },
          }
        : {}),
    };
  });
  return { items, total: open.length };
}

export const riderHandlers = [
  handle(endpoints.listRiders, ({ user, query }) => {
    const archived = query.archived === 'true';
    const loads = loadsOf(user.id);
    const items = db.state.riders
      .filter((r) => r.partnerId === user.id && (r.archivedAt !== null) === archived)
      .sort(byName)
      .map((r) => toRider(r, loads.get(r.id)));
    return { items, total: items.length };
  }),

  handle(endpoints.createRider, ({ user, body }) => {
    const rider = newRider(user.id, body);
    db.state.riders.push(rider);
    return riderReply(rider);
  }),

  handle(endpoints.getRider, ({ user, params }) => {
    const rider = ownRider(params.id, user.id);
    const carried = db.state.deliveries.filter((d) => d.partnerId === user.id && d.riderId === rider.id);
    const today = deliveredSince(
      new Set(carried.filter((d) => d.status === 'delivered').map((d) => d.id)),
      lagosTodayStart(),
    );
    return {
      rider: riderReply(rider),
      open: carried.filter((d) => openStatuses.has(d.status)).map(deliveryOf),
      completedToday: carried.filter((d) => today.has(d.id)).map(deliveryOf),
    };
  }),

  handle(endpoints.updateRider, ({ user, params, body }) => {
    const rider = ownRider(params.id, user.id);
    if (rider.archivedAt !== null)
      throw new MockError(409, `${rider.name} is archived: restore the rider first`, 'RIDER_ARCHIVED');
    if (body.phone !== undefined) refuseDuplicatePhone(user.id, body.phone, rider.id);
    if (body.name !== undefined) rider.name = body.name;
    if (body.phone !== undefined) rider.phone = body.phone.trim();
    if (body.vehicle !== undefined) rider.vehicle = body.vehicle;
    if (body.plate !== undefined) {
      const plate = normalPlate(body.plate);
      if (plate) rider.plate = plate;
      else delete rider.plate;
    }
    if (body.onDuty !== undefined) rider.onDuty = body.onDuty;
    return riderReply(rider);
  }),

  // Off the roster only when it carries nothing: its open deliveries go to other riders first.
  handle(endpoints.archiveRider, ({ user, params }) => {
    const rider = ownRider(params.id, user.id);
    if (rider.archivedAt !== null) return riderReply(rider);
    const open = loadsOf(user.id).get(rider.id)?.open ?? 0;
    if (open > 0) {
      throw new MockError(
        409,
        `${rider.name} has ${open} open ${open === 1 ? 'delivery' : 'deliveries'}: assign ${open === 1 ? 'it' : 'them'} to another rider first`,
        'RIDER_BUSY',
      );
    }
    rider.archivedAt = new Date().toISOString();
    return riderReply(rider);
  }),

  handle(endpoints.restoreRider, ({ user, params }) => {
    const rider = ownRider(params.id, user.id);
    if (rider.archivedAt === null) return riderReply(rider);
    refuseDuplicatePhone(user.id, rider.phone, rider.id);
    rider.archivedAt = null;
    return riderReply(rider);
  }),

  // The deliveries' dispatch rules (server/domain/deliveries/dispatch.ts), as accepting with a rider uses them.
  handle(endpoints.assignDelivery, async ({ user, params, body, ctx }) => {
    const delivery = await ownDelivery(ctx, user.id, params.id, true);
    const rider = await checkAssignment(ctx, delivery, body.riderId, body.reason);
    return deliveryReply(ctx, await assign(ctx, delivery, rider, body.reason, Date.now()));
  }),

  handle(endpoints.getFleet, ({ user }) => fleetOf(user.id)),
];
