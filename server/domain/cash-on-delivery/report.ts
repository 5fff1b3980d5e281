import { toNaira } from '@/api/money';
import type { RiderRef } from '@/api/schemas';
import type { CodCollectionLine, CodReport, CodTotals } from '@/api/schemas/cash-on-delivery';
import { DAY_MS, lagosDay, lagosDayStart } from '../calendar';
import type { DeliveryRecord, RiderRecord } from '../deliveries/records';
import { toRiderRef } from '../deliveries/view';
import { badField } from '../errors';
import { newestFirst } from '../lists';
import { percentOfKobo } from '../money';
import type { Ctx } from '../ports';
import type { Window } from './port';
import { cashHandlingFeeOf } from './settings';

/*
 * The cash-on-delivery report (issue 28) of one Africa/Lagos day, by the day each collection was
 * made: per rider (by name) what was expected, collected, handed in, still held and short, the
 * fee "Mark remitted" would keep back; the day's collections, the latest first; and what riders
 * still hold from earlier days.
 */

/** A collected delivery: a rider's, with what was collected. */
export type Collection = DeliveryRecord & {
  riderId: string;
  cashOnDelivery: NonNullable<DeliveryRecord['cashOnDelivery']> & {
    collected: NonNullable<NonNullable<DeliveryRecord['cashOnDelivery']>['collected']>;
  };
};

export const isCollection = (d: DeliveryRecord): d is Collection =>
  d.riderId !== undefined && d.cashOnDelivery?.collected !== undefined;

/** The Lagos day `day` as [from, to); 400 for a day that does not exist. */
export function dayWindow(day: string): Window {
  const from = lagosDayStart(day);
  if (Number.isNaN(from)) throw badField('day', 'That day does not exist');
  return { from, to: from + DAY_MS };
}

/** Sums over collections, in kobo. */
function totalsOf(deliveries: readonly Collection[]): Record<keyof CodTotals, number> {
  const kobo = { deliveries: deliveries.length, expected: 0, collected: 0, remitted: 0, held: 0, short: 0 };
  for (const { cashOnDelivery: cod } of deliveries) {
    kobo.expected += cod.amount;
    kobo.collected += cod.collected.amount;
    kobo.short += cod.amount - cod.collected.amount;
    if (cod.remittedAt) kobo.remitted += cod.collected.amount;
    else kobo.held += cod.collected.amount;
  }
  return kobo;
}

const inNaira = ({ deliveries, ...kobo }: Record<keyof CodTotals, number>): CodTotals => ({
  deliveries,
  expected: toNaira(kobo.expected),
  collected: toNaira(kobo.collected),
  remitted: toNaira(kobo.remitted),
  held: toNaira(kobo.held),
  short: toNaira(kobo.short),
});

/** Who collected it (riders are archived, never deleted; a record missing all the same is named so). */
const riderRefOf = (riders: ReadonlyMap<string, RiderRecord>, id: string): RiderRef => {
  const rider = riders.get(id);
  return rider ? toRiderRef(rider) : { id, name: 'Former rider', phone: '', vehicle: 'bike' };
};

function collectionLine(delivery: Collection, rider: RiderRef): CodCollectionLine {
  const { id, trackingNumber, customer, cashOnDelivery: cod } = delivery;
  return {
    deliveryId: id,
    trackingNumber,
    customerName: customer.name,
    rider,
    expected: toNaira(cod.amount),
    method: cod.collected.method,
    collected: toNaira(cod.collected.amount),
    collectedAt: cod.collected.at,
    ...(cod.remittedAt ? { remittedAt: cod.remittedAt } : {}),
  };
}

export async function codReport(ctx: Ctx, partnerId: string, day: string | undefined, now: number): Promise<CodReport> {
  const reportDay = day ?? lagosDay(now);
  const window = dayWindow(reportDay);
  const ofDay = (await ctx.tx.codCollections.collected(partnerId, window)).filter(isCollection);
  const percent = await cashHandlingFeeOf(ctx, partnerId);
  const riderIds = [...new Set(ofDay.map((d) => d.riderId))];
  const riders = new Map((await ctx.tx.riders.byIds(partnerId, riderIds)).map((r) => [r.id, r]));
  const byRider = new Map<string, Collection[]>();
  for (const delivery of ofDay) byRider.set(delivery.riderId, [...(byRider.get(delivery.riderId) ?? []), delivery]);
  const lines = [...byRider].map(([riderId, deliveries]) => {
    const kobo = totalsOf(deliveries);
    return { rider: riderRefOf(riders, riderId), ...inNaira(kobo), fee: toNaira(percentOfKobo(kobo.held, percent)) };
  });
  const collections = newestFirst(ofDay, (d) => d.cashOnDelivery.collected.at).map((d) =>
    collectionLine(d, riderRefOf(riders, d.riderId)),
  );
  return {
    day: reportDay,
    cashHandlingFeePercent: percent,
    totals: inNaira(totalsOf(ofDay)),
    riders: lines.sort((a, b) => a.rider.name.localeCompare(b.rider.name)),
    collections,
    heldBefore: toNaira(await ctx.tx.codCollections.heldBefore(partnerId, window.from)),
  };
}
