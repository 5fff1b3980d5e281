import { nairaText as naira } from '@server/domain/deliveries/proof';
import type { Ctx } from '@server/domain/ports';
import { toRiderRef } from '@server/domain/deliveries/view';
import { percentOfKobo } from '@server/domain/money';
import { toKobo, toNaira } from '@/api/money';
import type { RiderRef } from '@/api/schemas';
import type { CodCollectionLine, CodRemittance, CodReport, CodTotals } from '@/api/schemas/cash-on-delivery';
import type { CollectionInput } from '@/api/schemas/delivery-proof';
import { db, type DeliveryRecord, type TransactionRecord } from './db';
import { appendNote, deliveryOf, ownRider } from './deliveries';
import { MockError } from './errors';
import { lagosDay, lagosDayStart } from './format';
import type { Tx } from '@server/domain/ports';
import { publicTransaction, receive } from '@server/domain/wallet/ledger';
import { settingOf, settingsOf } from './partner-settings';
import { newestFirst } from './http';
import { riderRefOf } from './riders';
import { emitWebhookEvent } from './webhooks/engine';

/*
 * Cash on delivery (issue 28): the amount a delivery carries is collected at the door
 * (POST …/deliver `collection`), reported per rider and Lagos day, and handed in ("Mark remitted")
 * as one `cod-remittance` credit per rider and day, the partner's cash-handling fee kept back.
 * Every check runs before anything is written.
 */

const refused = (status: 400 | 409, message: string, code: string) => new MockError(status, message, code);

/** What `collection` records on `delivery` (kobo), or the refusal: required with cash to collect, refused without, never above the amount. */
export function checkCollection(
  delivery: DeliveryRecord,
  collection: CollectionInput | undefined,
): NonNullable<DeliveryRecord['cashOnDelivery']>['collected'] {
  const cod = delivery.cashOnDelivery;
  if (!cod) {
    if (collection) throw refused(400, 'collection: This delivery has no cash to collect', 'VALIDATION_ERROR');
    return undefined;
  }
  if (!collection) {
    throw refused(
      400,
      `collection: This delivery has ${naira(cod.amount)} to collect: say how much was collected, and how`,
      'COLLECTION_REQUIRED',
    );
  }
  const amount = toKobo(collection.amount);
  if (amount > cod.amount) {
    throw refused(400, `collection.amount: More than the ${naira(cod.amount)} to collect`, 'VALIDATION_ERROR');
  }
  return { method: collection.method, amount, at: new Date().toISOString() };
}

/** Says what was collected from the delivered parcel: its history, and `delivery.cash_collected` (after the moves' events). */
export async function announceCollection(ctx: Ctx, delivery: DeliveryRecord): Promise<void> {
  const collected = delivery.cashOnDelivery?.collected;
  if (!collected || !delivery.cashOnDelivery) return;
  const short = delivery.cashOnDelivery.amount - collected.amount;
  const how = { cash: 'in cash', transfer: 'by transfer', pos: 'by POS' }[collected.method];
  appendNote(
    delivery,
    `Cash on delivery: ${naira(collected.amount)} collected ${how}${short > 0 ? ` (${naira(short)} short)` : ''}`,
  );
  const data = deliveryOf(delivery);
  await ctx.tx.outbox.add({ kind: 'event', partnerId: delivery.partnerId, type: 'delivery.cash_collected', data });
}

/** The partner's cash-handling fee in percent (a sandbox twin charges its live partner's). */
export const cashHandlingFeeOf = (partnerId: string): number => settingOf(partnerId, 'cashHandlingFeePercent') ?? 0;

export function saveCashHandlingFee(partnerId: string, percent: number): number {
  settingsOf(partnerId).cashHandlingFeePercent = percent;
  return cashHandlingFeeOf(partnerId);
}

/** "28 Nov 2026": a calendar day as the wallet's history reads it. */
const dayInWords = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-NG', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The cash-handling fee on `kobo`: half up to the kobo, in integers (server/domain/money.ts). */
const feeOn = percentOfKobo;

type Collected = DeliveryRecord & {
  riderId: string;
  cashOnDelivery: NonNullable<DeliveryRecord['cashOnDelivery']> & {
    collected: NonNullable<NonNullable<DeliveryRecord['cashOnDelivery']>['collected']>;
  };
};

/** The partner's collected cash-on-delivery deliveries. */
function collectedOf(partnerId: string): Collected[] {
  return db.state.deliveries.filter(
    (d): d is Collected => d.partnerId === partnerId && d.riderId !== undefined && !!d.cashOnDelivery?.collected,
  );
}

/** The Lagos day a collection was made on. */
const collectedDay = (delivery: Collected) => lagosDay(Date.parse(delivery.cashOnDelivery.collected.at));

function checkDay(day: string): void {
  if (Number.isNaN(lagosDayStart(day))) throw refused(400, 'day: That day does not exist', 'VALIDATION_ERROR');
}

/** Sums over collections, in kobo. */
function totalsOf(deliveries: readonly Collected[]): Record<keyof CodTotals, number> {
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

/** Who collected it (riders are archived, never deleted: the roster always has them). */
const riderOf = (delivery: Collected): RiderRef =>
  riderRefOf(delivery) ?? { id: delivery.riderId, name: 'Former rider', phone: '', vehicle: 'bike' };

/** The report of one Lagos day: by the day each collection was made. */
export function codReportOf(partnerId: string, day: string = lagosDay(Date.now())): CodReport {
  checkDay(day);
  const all = collectedOf(partnerId);
  const ofDay = all.filter((d) => collectedDay(d) === day);
  const percent = cashHandlingFeeOf(partnerId);
  const byRider = new Map<string, Collected[]>();
  for (const delivery of ofDay) byRider.set(delivery.riderId, [...(byRider.get(delivery.riderId) ?? []), delivery]);
  const riders = [...byRider.values()].map((deliveries) => {
    const kobo = totalsOf(deliveries);
    return { rider: riderOf(deliveries[0]!), ...inNaira(kobo), fee: toNaira(feeOn(kobo.held, percent)) };
  });
  const collections: CodCollectionLine[] = newestFirst(ofDay, (d) => d.cashOnDelivery.collected.at).map((delivery) => {
    const { id, trackingNumber, customer, cashOnDelivery: cod } = delivery;
    return {
      deliveryId: id,
      trackingNumber,
      customerName: customer.name,
      rider: riderOf(delivery),
      expected: toNaira(cod.amount),
      method: cod.collected.method,
      collected: toNaira(cod.collected.amount),
      collectedAt: cod.collected.at,
      ...(cod.remittedAt ? { remittedAt: cod.remittedAt } : {}),
    };
  });
  const earlier = all.filter((d) => !d.cashOnDelivery.remittedAt && collectedDay(d) < day);
  return {
    day,
    cashHandlingFeePercent: percent,
    totals: inNaira(totalsOf(ofDay)),
    riders: riders.sort((a, b) => a.rider.name.localeCompare(b.rider.name)),
    collections,
    heldBefore: toNaira(totalsOf(earlier).held),
  };
}

/**
 * The rider handed in the cash they hold from `day`: every such collection is marked remitted
 * and the wallet gets one `cod-remittance` credit (the fee kept back), or a refusal changing nothing.
 */
export async function remit(tx: Tx, partnerId: string, riderId: string, day: string) {
  checkDay(day);
  const rider = ownRider(riderId, partnerId);
  const held = collectedOf(partnerId).filter(
    (d) => d.riderId === riderId && !d.cashOnDelivery.remittedAt && collectedDay(d) === day,
  );
  const amount = held.reduce((sum, d) => sum + d.cashOnDelivery.collected.amount, 0);
  if (held.length === 0) {
    throw refused(409, `${rider.name} holds no cash on delivery from ${day}`, 'NOTHING_TO_REMIT');
  }
  const percent = cashHandlingFeeOf(partnerId);
  const fee = feeOn(amount, percent);
  const now = Date.now();
  const remittedAt = new Date(now).toISOString();
  // The credit first (422 past the wallet's limit, nothing marked): server/domain/wallet/ledger.ts.
  const record = await receive(
    tx,
    {
      partnerId,
      type: 'credit',
      amount,
      fee,
      status: 'completed',
      category: 'cod-remittance',
      description: `COD remittance — ${rider.name}, ${dayInWords(day)} (${held.length} ${
        held.length === 1 ? 'delivery' : 'deliveries'
      })${fee > 0 ? `, ${percent}% cash-handling fee kept` : ''}`,
      counterpart: { kind: 'rider', name: rider.name, detail: rider.phone },
      date: remittedAt,
    },
    now,
  );
  for (const delivery of held) {
    delivery.cashOnDelivery.remittedAt = remittedAt;
    appendNote(delivery, `Cash on delivery handed in by ${rider.name} (${record.reference})`);
  }
  const remittance = remittanceOf(toRiderRef(rider), day, held.length, record);
  emitWebhookEvent(partnerId, 'cod.remitted', remittance);
  return remittance;
}

/**
 * The partner's last remittance as `cod.remitted` carried it, rebuilt from its `cod-remittance`
 * credit and the collections it marked: what a test event of that type sends
 * (mocks/webhooks/samples.ts). Undefined before the first.
 */
export function lastRemittanceOf(partnerId: string): CodRemittance | undefined {
  const record = db.state.transactions.findLast((t) => t.partnerId === partnerId && t.category === 'cod-remittance');
  const marked = collectedOf(partnerId).filter((d) => record && d.cashOnDelivery.remittedAt === record.date);
  const first = marked[0];
  if (!record || !first) return undefined;
  const own = marked.filter((d) => d.riderId === first.riderId);
  return remittanceOf(riderOf(first), collectedDay(first), own.length, record);
}

/** A remittance as POST …/remittances answers it and `cod.remitted` carries it: its wallet credit in naira. */
function remittanceOf(rider: RiderRef, day: string, deliveries: number, record: TransactionRecord): CodRemittance {
  return {
    rider,
    day,
    deliveries,
    amount: toNaira(record.amount),
    fee: toNaira(record.fee),
    remittedAt: record.date,
    transaction: publicTransaction(record),
  };
}
