import type { CodRemittance } from '@/api/schemas/cash-on-delivery';
import { remittanceOf } from '@server/domain/cash-on-delivery/remittance';
import { toRiderRef } from '@server/domain/deliveries/view';
import { db } from './db';

/*
 * Cash on delivery is the server's (server/domain/cash-on-delivery, served to the mock through
 * its route). What is left here is a read for the mock's webhook samples (mocks/webhooks/samples.ts,
 * synchronous until webhooks move): the partner's last remittance as `cod.remitted` carried it,
 * built by the server's `remittanceOf` from the stored records. No rule.
 */
export function lastRemittanceOf(partnerId: string): CodRemittance | undefined {
  const last = db.state.codRemittances.findLast((r) => r.partnerId === partnerId);
  const record = last && db.state.transactions.find((t) => t.partnerId === partnerId && t.id === last.transactionId);
  if (!last || !record) return undefined;
  const rider = db.state.riders.find((r) => r.partnerId === partnerId && r.id === last.riderId);
  const ref = rider
    ? toRiderRef(rider)
    : { id: last.riderId, name: 'Former rider', phone: '', vehicle: 'bike' as const };
  return remittanceOf(ref, last.day, last.deliveryCount, record);
}
