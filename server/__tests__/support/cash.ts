import { lagosDay } from '../../domain/calendar';
import { DEMO_RIDERS } from '../../seed/riders';
import { detail, ok, readable, SEEDED, type WireDelivery } from './deliveries';
import { PHOTO } from './images';
import { as, refusedUnchanged, type Session } from './suite';
import type { Reply, Target } from './target';
import { balance, transactions } from './wallet';

/*
 * Cash on delivery as the conformance suite reads it. Seed: dlv_0008 on the road with Kunle,
 * ₦48,500 to collect (the recipient's code 2468); dlv_0009 delivered days ago, its ₦96,000 still
 * held by Sade; the demo partner keeps a 1.5 % cash-handling fee.
 */

export const COD = SEEDED.inTransitCod;
export const KUNLE = 'rdr_kunle';
export const SADE = DEMO_RIDERS.available;
export const today = () => lagosDay(Date.now());

export interface WireReport {
  day: string;
  cash_handling_fee_percent: number;
  totals: Record<string, number>;
  riders: Array<{ rider: { id: string; name: string }; held: number; remitted: number; fee: number; short: number }>;
  collections: Array<{ delivery_id: string; collected: number; remitted_at?: string }>;
  held_before: number;
}

/** A delivery with its cash to collect, as the wire has it. */
export type WireCodDelivery = WireDelivery & {
  cash_on_delivery?: {
    amount: number;
    collected?: { method: string; amount: number; at: string };
    remitted_at?: string;
  };
};

export const report = async (api: Target, session: Session, day?: string) =>
  ok<WireReport>(await api.call(`/api/cash-on-delivery/report${day ? `?day=${day}` : ''}`, as(session)));
export const remit = (api: Target, session: Session, riderId: string, day: string) =>
  api.call('/api/cash-on-delivery/remittances', as(session, { body: { rider_id: riderId, day } }));

/** POST …/deliver of `id` with every proof the demo partner asks for (the code checked before), and `collection`. */
export const deliverWith = (api: Target, session: Session, id: string, collection: object | undefined) =>
  api.call(
    `/api/deliveries/${id}/deliver`,
    as(session, {
      body: {
        recipient_name: 'Tolu Adebayo',
        signature: { kind: 'typed', text: 'Tolu Adebayo' },
        photo: PHOTO,
        ...(collection ? { collection } : {}),
      },
    }),
  );

/** Checks dlv_0008's code, then delivers it with every proof and `collection`. */
export async function deliverCod(api: Target, session: Session, collection: object | undefined) {
  ok(await api.call(`/api/deliveries/${COD}/verify-code`, as(session, { body: { code: DEMO_RIDERS.deliveryCode } })));
  return deliverWith(api, session, COD, collection);
}

/** What the partner can read of its cash: deliveries, balance and ledger, today's report and Sade's day's. */
async function everything(api: Target, session: Session, sadeDay: string) {
  return {
    ...(await readable(api, session)),
    balance: await balance(api, session),
    ledger: await transactions(api, session, 'limit=100'),
    today: await report(api, session),
    sade: await report(api, session, sadeDay),
  };
}

/** A refusal's status, code and message, once checked to change none of the partner's cash. */
export const refused = (api: Target, session: Session, sadeDay: string, request: () => Promise<Reply>) =>
  refusedUnchanged(() => everything(api, session, sadeDay), request);

/** The Lagos day on which Sade collected the cash she still holds. */
export const sadeDayOf = async (api: Target, session: Session) => {
  const held = (await detail(api, session, SEEDED.delivered)) as WireCodDelivery;
  return lagosDay(Date.parse(held.cash_on_delivery?.collected?.at ?? ''));
};

/** Why the delivery needs attention now, as the attention list says (undefined when it is not on it). */
export async function attentionOf(api: Target, session: Session, id: string) {
  const page = ok<{ items: Array<{ delivery: { id: string; status: string }; reasons: object[] }> }>(
    await api.call('/api/deliveries/attention?limit=100', as(session)),
  );
  return page.items.find((item) => item.delivery.id === id);
}
