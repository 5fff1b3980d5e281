import { toNaira } from '@/api/money';
import type { RiderRef } from '@/api/schemas';
import type { CodRemittance, CodRemittanceRequest } from '@/api/schemas/cash-on-delivery';
import { addNote } from '../deliveries/events';
import { toRiderRef } from '../deliveries/view';
import { DomainError, notFound } from '../errors';
import { newId } from '../ids';
import { percentOfKobo } from '../money';
import type { Ctx } from '../ports';
import { publicTransaction, receive } from '../wallet/ledger';
import type { TransactionRecord } from '../wallet/records';
import { dayWindow } from './report';
import { cashHandlingFeeOf } from './settings';

/*
 * "Mark remitted" (issue 28): the rider handed in the cash they hold from one Lagos day. Their
 * collections of that day still held are marked by a conditional write (./port.ts `claim`), the
 * wallet gets one `cod-remittance` credit of the cash, the partner's cash-handling fee kept back
 * (`receive`: 422 past the wallet's limit), and `cod.remitted` goes to the outbox — all in the
 * request's transaction, so a refusal marks nothing and credits nothing.
 */

/** "28 Nov 2026": a calendar day as the wallet's history reads it. */
const dayInWords = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-NG', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** A remittance as POST …/remittances answers it and `cod.remitted` carries it: its wallet credit in naira. */
export function remittanceOf(
  rider: RiderRef,
  day: string,
  deliveries: number,
  record: TransactionRecord,
): CodRemittance {
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

export async function remitCod(
  ctx: Ctx,
  partnerId: string,
  { riderId, day }: CodRemittanceRequest,
  now: number,
): Promise<CodRemittance> {
  const window = dayWindow(day);
  const rider = await ctx.tx.riders.byId(partnerId, riderId);
  if (!rider) throw notFound('Rider');
  const remittedAt = new Date(now).toISOString();
  const held = await ctx.tx.codCollections.claim(partnerId, riderId, window, remittedAt);
  if (held.length === 0) {
    throw new DomainError(409, `${rider.name} holds no cash on delivery from ${day}`, 'NOTHING_TO_REMIT');
  }
  const amount = held.reduce((sum, d) => sum + (d.cashOnDelivery?.collected?.amount ?? 0), 0);
  const percent = await cashHandlingFeeOf(ctx, partnerId);
  const fee = percentOfKobo(amount, percent);
  const count = `${held.length} ${held.length === 1 ? 'delivery' : 'deliveries'}`;
  const record = await receive(
    ctx.tx,
    {
      partnerId,
      type: 'credit',
      amount,
      fee,
      status: 'completed',
      category: 'cod-remittance',
      description: `COD remittance — ${rider.name}, ${dayInWords(day)} (${count})${
        fee > 0 ? `, ${percent}% cash-handling fee kept` : ''
      }`,
      counterpart: { kind: 'rider', name: rider.name, detail: rider.phone },
      date: remittedAt,
    },
    now,
  );
  for (const delivery of held) {
    await addNote(ctx, delivery, `Cash on delivery handed in by ${rider.name} (${record.reference})`, now);
  }
  const round = (await ctx.tx.codRemittances.count(partnerId, riderId, day)) + 1;
  await ctx.tx.codRemittances.insert({
    partnerId,
    id: newId('rem', now),
    riderId,
    day,
    round,
    deliveryCount: held.length,
    amount,
    fee,
    transactionId: record.id,
    remittedAt,
  });
  const remittance = remittanceOf(toRiderRef(rider), day, held.length, record);
  await ctx.tx.outbox.add({ kind: 'event', partnerId, type: 'cod.remitted', data: remittance });
  return remittance;
}

/** The partner's last remittance as `cod.remitted` carried it (a test event of that type sends it); undefined before the first. */
export async function lastRemittance(ctx: Ctx, partnerId: string): Promise<CodRemittance | undefined> {
  const last = await ctx.tx.codRemittances.last(partnerId);
  if (!last) return undefined;
  const [record, rider] = await Promise.all([
    ctx.tx.transactions.byId(partnerId, last.transactionId),
    ctx.tx.riders.byId(partnerId, last.riderId),
  ]);
  if (!record) return undefined;
  const ref: RiderRef = rider
    ? toRiderRef(rider)
    : { id: last.riderId, name: 'Former rider', phone: '', vehicle: 'bike' };
  return remittanceOf(ref, last.day, last.deliveryCount, record);
}
