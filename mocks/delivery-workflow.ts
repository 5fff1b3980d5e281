import { toNaira } from '@/api/money';
import type { CashOnDelivery, Delivery, DeliveryStatus } from '@/api/schemas';
import { db, type DeliveryRecord } from './db';
import { noteDeliveryStatusChanged } from './delivery-index';
import { notifyCustomer } from './customer-messages';
import { addEvent, eventsOf, lastLocation } from './delivery-store';
import { MockError } from './errors';
import { findOwned } from './http';
import type { Tx } from '@server/domain/ports';
import { payEarning } from '@server/domain/wallet/held';
import { platformCounterpart } from '@server/domain/wallet/ledger';
import { riderRefOf } from './riders';
import { trackingUrlOf } from './tracking-codes';
import { emitWebhookEvent } from './webhooks/engine';

/*
 * A delivery's workflow shared by its handlers (deliveries, riders, proof of delivery): the
 * contract's view of a record, a move to another status with its event, payment and webhook.
 */

/** The share of a delivery's price the platform keeps when it is delivered (the seed's "Platform fee (10%)"). */
export const PLATFORM_FEE_RATE = 0.1;

/** The contract's view of a delivery: the price in naira (kobo in the database). */
export function toDelivery(record: DeliveryRecord): Delivery {
  const { partnerId: _partnerId, price, riderId: _riderId, code, trackingCode, cashOnDelivery, ...delivery } = record;
  const rider = riderRefOf(record);
  return {
    ...delivery,
    trackingUrl: trackingUrlOf(trackingCode),
    price: toNaira(price),
    ...(rider ? { rider } : {}),
    ...(code ? { deliveryCode: { verified: code.verified, triesLeft: code.triesLeft } } : {}),
    ...(cashOnDelivery ? { cashOnDelivery: codOf(cashOnDelivery) } : {}),
  };
}

/** A record's cash on delivery in naira. */
function codOf({ amount, collected, remittedAt }: NonNullable<DeliveryRecord['cashOnDelivery']>): CashOnDelivery {
  return {
    amount: toNaira(amount),
    ...(collected ? { collected: { ...collected, amount: toNaira(collected.amount) } } : {}),
    ...(remittedAt ? { remittedAt } : {}),
  };
}

export const invalidTransition = (message: string) => new MockError(409, message, 'INVALID_STATUS_TRANSITION');

export function ownDelivery(id: string | undefined, partnerId: string): DeliveryRecord {
  return findOwned(db.state.deliveries, id, partnerId, 'Delivery');
}

export function trackingOf(delivery: DeliveryRecord) {
  const events = eventsOf(delivery.id).map(({ deliveryId: _, ...event }) => event);
  const currentLocation = lastLocation(events);
  return {
    deliveryId: delivery.id,
    trackingNumber: delivery.trackingNumber,
    status: delivery.status,
    ...(currentLocation ? { currentLocation } : {}),
    events,
  };
}

/**
 * The partner is paid when a delivery is delivered: the price as an earning, less the platform
 * fee, in one step — or both held, if that would take the wallet past its limit (server/domain/wallet/held.ts).
 */
function settle(tx: Tx, delivery: DeliveryRecord) {
  const fee = Math.round(delivery.price * PLATFORM_FEE_RATE);
  const common = { partnerId: delivery.partnerId, status: 'completed', fee: 0 } as const;
  return payEarning(
    tx,
    {
      ...common,
      type: 'credit',
      amount: delivery.price,
      category: 'earning',
      description: `Delivery earnings — ${delivery.trackingNumber}`,
      counterpart: { kind: 'delivery', name: delivery.trackingNumber, detail: delivery.customer.name },
    },
    {
      ...common,
      type: 'debit',
      amount: fee,
      category: 'fee',
      description: `Platform fee (${PLATFORM_FEE_RATE * 100}%) — ${delivery.trackingNumber}`,
      counterpart: platformCounterpart(`Platform fee (${PLATFORM_FEE_RATE * 100}%)`),
    },
    Date.now(),
  );
}

/** Where a status change happened: picked up at the pickup, delivered at the drop-off; otherwise where the parcel was last seen. */
function placeOfStep(delivery: DeliveryRecord, status: DeliveryStatus) {
  const place = status === 'picked-up' ? delivery.from : status === 'delivered' ? delivery.to : undefined;
  if (!place) return undefined;
  return { address: place.address, ...(place.coordinates ? { coordinates: place.coordinates } : {}) };
}

/** Moves a delivery to `status` (its payment first, in the request's transaction `tx`, when it is delivered). */
export async function moveTo(tx: Tx, delivery: DeliveryRecord, status: DeliveryStatus, note: string) {
  // The payment first: the only step that writes through the store, so nothing is half done.
  if (status === 'delivered') await settle(tx, delivery);
  delivery.status = status;
  noteDeliveryStatusChanged(delivery);
  const place = placeOfStep(delivery, status);
  if (place) addEvent(delivery, note, place);
  else addEvent(delivery, note);
  const moved = toDelivery(delivery);
  emitWebhookEvent(delivery.partnerId, 'delivery.status_changed', moved);
  if (status === 'in-transit') notifyCustomer(delivery, 'outForDelivery');
  if (status === 'delivered') notifyCustomer(delivery, 'delivered');
  return moved;
}
