import { MAX_RIDERS, type CreateRiderRequest, type UpdateRiderRequest } from '@/api/schemas/riders';
import { lagosDay, lagosDayStart } from '../calendar';
import { ownRider } from '../deliveries/dispatch';
import type { RiderRecord } from '../deliveries/records';
import { deliveryReplies } from '../deliveries/view';
import { DomainError } from '../errors';
import { newId } from '../ids';
import type { Ctx } from '../ports';
import type { RiderChange, RiderWrite } from './port';
import { byName, noLoad, normalPlate, toRider } from './rider-view';

/*
 * A partner's roster (issue 27): listed by name with each rider's load, a rider's page, added (at
 * most MAX_RIDERS, archived ones included), changed, archived and restored. No two riders on the
 * roster share a phone: the store refuses the write (a constraint in PostgreSQL), so two requests
 * at once cannot both add one. A refused request changes nothing.
 */

/** The first instant (epoch ms) of the Lagos day holding `now`: what "delivered today" counts from. */
export const lagosTodayStart = (now: number) => lagosDayStart(lagosDay(now));

const phoneTaken = () =>
  new DomainError(409, 'phone: Another rider on the roster has this phone number', 'RIDER_PHONE_TAKEN');

function written(outcome: RiderWrite): void {
  if (outcome === 'phone-taken') throw phoneTaken();
}

/** The rider as the contract shows it, with its load at `now`. */
async function riderReply({ tx }: Ctx, rider: RiderRecord, now: number) {
  const loads = await tx.riders.loads(rider.partnerId, lagosTodayStart(now), [rider.id]);
  return toRider(rider, loads.get(rider.id));
}

export async function listRiders({ tx }: Ctx, partnerId: string, query: { archived: 'true' | 'false' }, now: number) {
  const riders = (await tx.riders.list(partnerId, query.archived === 'true')).sort(byName);
  const loads = await tx.riders.loads(partnerId, lagosTodayStart(now));
  const items = riders.map((rider) => toRider(rider, loads.get(rider.id) ?? noLoad));
  return { items, total: items.length };
}

export async function createRider(ctx: Ctx, partnerId: string, body: CreateRiderRequest, now: number) {
  const { tx } = ctx;
  // The roster's size is counted, then written: one request at a time for the partner.
  await tx.lockPartner(partnerId);
  if ((await tx.riders.count(partnerId)) >= MAX_RIDERS) {
    throw new DomainError(409, `A roster holds at most ${MAX_RIDERS} riders`, 'RIDER_LIMIT');
  }
  const plate = normalPlate(body.plate);
  const rider: RiderRecord = {
    partnerId,
    id: newId('rdr', now),
    name: body.name,
    phone: body.phone.trim(),
    vehicle: body.vehicle,
    ...(plate ? { plate } : {}),
    onDuty: true,
    archivedAt: null,
    createdAt: new Date(now).toISOString(),
  };
  written(await tx.riders.insert(rider));
  return toRider(rider);
}

/** A rider's page: the rider, its open deliveries and what it delivered today (Lagos). */
export async function getRider(ctx: Ctx, partnerId: string, id: string | undefined, now: number) {
  const rider = await ownRider(ctx, partnerId, id);
  const carried = await ctx.tx.riders.carried(partnerId, rider.id, lagosTodayStart(now));
  return {
    rider: await riderReply(ctx, rider, now),
    open: await deliveryReplies(ctx, partnerId, carried.open),
    completedToday: await deliveryReplies(ctx, partnerId, carried.completedToday),
  };
}

export async function updateRider(
  ctx: Ctx,
  partnerId: string,
  id: string | undefined,
  body: UpdateRiderRequest,
  now: number,
) {
  const rider = await ownRider(ctx, partnerId, id, 'update');
  if (rider.archivedAt !== null) {
    throw new DomainError(409, `${rider.name} is archived: restore the rider first`, 'RIDER_ARCHIVED');
  }
  const change: RiderChange = {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.phone !== undefined ? { phone: body.phone.trim() } : {}),
    ...(body.vehicle !== undefined ? { vehicle: body.vehicle } : {}),
    ...(body.plate !== undefined ? { plate: normalPlate(body.plate) } : {}),
    ...(body.onDuty !== undefined ? { onDuty: body.onDuty } : {}),
  };
  written(await ctx.tx.riders.update(partnerId, rider.id, change));
  const changed: RiderRecord = { ...rider, ...change };
  if (changed.plate === undefined) delete changed.plate;
  return riderReply(ctx, changed, now);
}

/** Off the roster, only when it carries nothing: its open deliveries go to other riders first. */
export async function archiveRider(ctx: Ctx, partnerId: string, id: string | undefined, now: number) {
  // Locked first: an assignment to the rider waits, and is refused once it is archived.
  const rider = await ownRider(ctx, partnerId, id, 'update');
  if (rider.archivedAt !== null) return riderReply(ctx, rider, now);
  const open = (await ctx.tx.riders.loads(partnerId, lagosTodayStart(now), [rider.id])).get(rider.id)?.open ?? 0;
  if (open > 0) {
    const them = open === 1 ? 'it' : 'them';
    throw new DomainError(
      409,
      `${rider.name} has ${open} open ${open === 1 ? 'delivery' : 'deliveries'}: assign ${them} to another rider first`,
      'RIDER_BUSY',
    );
  }
  const archivedAt = new Date(now).toISOString();
  written(await ctx.tx.riders.update(partnerId, rider.id, { archivedAt }));
  return riderReply(ctx, { ...rider, archivedAt }, now);
}

/** Back on the roster, unless another rider on it has taken its phone since. */
export async function restoreRider(ctx: Ctx, partnerId: string, id: string | undefined, now: number) {
  const rider = await ownRider(ctx, partnerId, id, 'update');
  if (rider.archivedAt === null) return riderReply(ctx, rider, now);
  written(await ctx.tx.riders.update(partnerId, rider.id, { archivedAt: null }));
  return riderReply(ctx, { ...rider, archivedAt: null }, now);
}
