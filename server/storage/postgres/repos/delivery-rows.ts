import type { Selectable } from 'kysely';
import type { DeliveryChange } from '../../../domain/deliveries/port';
import type { DeliveryRecord, RiderRecord, TrackingEventRecord } from '../../../domain/deliveries/records';
import { deliverySearchText } from '../../../domain/deliveries/search-text';
import type { DeliveriesTable, RidersTable, TrackingEventsTable } from '../schema';
import { int, optionalFields, setColumns } from './values';

/*
 * The deliveries' records as rows and back: a delivery is one row (its cash on delivery and times
 * as columns the queries read, its places and proof as JSON), its search text and last attempt
 * kept beside it on every write.
 */

const iso = (date: Date | null | undefined) => date?.toISOString();
const at = (value: string | undefined) => (value === undefined ? null : value);
const json = <T>(value: T | undefined) => (value === undefined ? null : JSON.stringify(value));

export function toDeliveryRecord(row: Selectable<DeliveriesTable>): DeliveryRecord {
  const collected =
    row.cod_collected_method !== null && row.cod_collected_amount !== null && row.cod_collected_at !== null
      ? {
          method: row.cod_collected_method,
          amount: int(row.cod_collected_amount),
          at: row.cod_collected_at.toISOString(),
        }
      : undefined;
  return {
    partnerId: row.partner_id,
    id: row.id,
    trackingNumber: row.tracking_number,
    trackingCode: row.tracking_code,
    status: row.status,
    customer: row.customer,
    from: row.from_place,
    to: row.to_place,
    createdAt: row.created_at.toISOString(),
    estimatedDelivery: row.estimated_delivery.toISOString(),
    price: int(row.price),
    description: row.description,
    items: row.items,
    priority: row.priority,
    ...optionalFields({
      specialInstructions: row.special_instructions,
      riderId: row.rider_id,
      attempts: row.attempts,
      code: row.code,
      proof: row.proof,
    }),
    ...(row.cod_amount === null
      ? {}
      : {
          cashOnDelivery: {
            amount: int(row.cod_amount),
            ...(collected ? { collected } : {}),
            ...optionalFields({ remittedAt: iso(row.cod_remitted_at) }),
          },
        }),
    ...optionalFields({ lastReportedAt: iso(row.last_reported_at), deliveredAt: iso(row.delivered_at) }),
  };
}

/** A record as its row (the generated columns left to PostgreSQL). */
export function deliveryRow(d: DeliveryRecord) {
  const cod = d.cashOnDelivery;
  return {
    id: d.id,
    partner_id: d.partnerId,
    tracking_number: d.trackingNumber,
    tracking_code: d.trackingCode,
    status: d.status,
    priority: d.priority,
    customer: JSON.stringify(d.customer),
    from_place: JSON.stringify(d.from),
    to_place: JSON.stringify(d.to),
    created_at: d.createdAt,
    estimated_delivery: d.estimatedDelivery,
    price: d.price,
    description: d.description,
    items: JSON.stringify(d.items),
    special_instructions: d.specialInstructions ?? null,
    rider_id: d.riderId ?? null,
    code: json(d.code),
    attempts: json(d.attempts),
    last_attempt_at: at(d.attempts?.at(-1)?.at),
    proof: json(d.proof),
    cod_amount: cod?.amount ?? null,
    cod_collected_method: cod?.collected?.method ?? null,
    cod_collected_amount: cod?.collected?.amount ?? null,
    cod_collected_at: at(cod?.collected?.at),
    cod_remitted_at: at(cod?.remittedAt),
    last_reported_at: at(d.lastReportedAt),
    delivered_at: at(d.deliveredAt),
    search_text: deliverySearchText(d),
  };
}

export function changeColumns(change: DeliveryChange) {
  return setColumns({
    status: change.status,
    rider_id: change.riderId,
    code: change.code && JSON.stringify(change.code),
    last_reported_at: change.lastReportedAt,
    delivered_at: change.deliveredAt,
  });
}

export const toEventRecord = (row: Selectable<TrackingEventsTable>): TrackingEventRecord => ({
  deliveryId: row.delivery_id,
  id: row.id,
  status: row.status,
  timestamp: row.at.toISOString(),
  note: row.note,
  ...(row.location === null ? {} : { location: row.location }),
});

export const eventRow = (event: TrackingEventRecord) => ({
  id: event.id,
  delivery_id: event.deliveryId,
  status: event.status,
  at: event.timestamp,
  note: event.note,
  location: json(event.location),
});

export const toRider = (row: Selectable<RidersTable>): RiderRecord => ({
  partnerId: row.partner_id,
  id: row.id,
  name: row.name,
  phone: row.phone,
  vehicle: row.vehicle,
  ...(row.plate === null ? {} : { plate: row.plate }),
  onDuty: row.on_duty,
  archivedAt: iso(row.archived_at) ?? null,
  createdAt: row.created_at.toISOString(),
});

export const riderRow = (rider: RiderRecord) => ({
  id: rider.id,
  partner_id: rider.partnerId,
  name: rider.name,
  phone: rider.phone,
  vehicle: rider.vehicle,
  plate: rider.plate ?? null,
  on_duty: rider.onDuty,
  archived_at: rider.archivedAt,
  created_at: rider.createdAt,
});
