import { DAY_MS as DAY } from '../domain/calendar';
import type { DeliveryRecord, RiderRecord } from '../domain/deliveries/records';
import { DEMO_USER_ID } from './accounts';

/*
 * The demo partner's riders (issue 27): eight on the roster in Lagos and Abuja — some carrying
 * deliveries, one off duty — and one archived. The demo's open deliveries are assigned, but for
 * one accepted delivery left for dispatch; those picked up carry the recipient's code, the
 * delivered ones their proof.
 */

type Seed = [id: string, name: string, phone: string, vehicle: RiderRecord['vehicle'], plate: string];

const roster: Seed[] = [
  ['rdr_bola', 'Bola Adeyemi', '+234 803 555 0201', 'bike', 'LND-482-KJ'],
  ['rdr_emeka', 'Emeka Okafor', '+234 805 555 0202', 'car', 'KJA-117-EP'],
  ['rdr_kunle', 'Kunle Balogun', '+234 807 555 0203', 'van', 'EKY-903-AA'],
  ['rdr_sade', 'Sade Ogunleye', '+234 809 555 0204', 'bike', 'APP-221-LG'],
  ['rdr_musa', 'Musa Ibrahim', '+234 810 555 0205', 'tricycle', 'LSR-560-TK'],
  ['rdr_aisha', 'Aisha Bello', '+234 811 555 0206', 'bike', 'ABJ-314-GW'],
  ['rdr_yakubu', 'Yakubu Danjuma', '+234 812 555 0207', 'car', 'BWR-808-FC'],
  ['rdr_ngozi', 'Ngozi Eze', '+234 813 555 0208', 'van', 'KUJ-442-AB'],
  ['rdr_tayo', 'Tayo Adebayo', '+234 814 555 0209', 'bike', 'LND-090-XY'],
];

/** What tests and docs name: the riders and the code the seeded picked-up deliveries' recipients hold. */
export const DEMO_RIDERS = {
  available: 'rdr_sade',
  busy: 'rdr_bola',
  offDuty: 'rdr_ngozi',
  archived: 'rdr_tayo',
  deliveryCode: '2468',
} as const;

/** Who carries which of the demo deliveries (./deliveries.ts ids); dlv_0005 waits for dispatch. */
const assignments: Record<string, string> = {
  dlv_0004: 'rdr_aisha',
  dlv_0006: 'rdr_bola',
  dlv_0007: 'rdr_emeka',
  dlv_0008: 'rdr_kunle',
  dlv_0009: 'rdr_sade',
  dlv_0010: 'rdr_yakubu',
};

export function seedRiders(at: (offsetMs: number) => string): RiderRecord[] {
  return roster.map(([id, name, phone, vehicle, plate], index) => ({
    partnerId: DEMO_USER_ID,
    id,
    name,
    phone,
    vehicle,
    plate,
    onDuty: id !== DEMO_RIDERS.offDuty,
    archivedAt: id === DEMO_RIDERS.archived ? at(-3 * DAY) : null,
    createdAt: at(-(60 - index) * DAY),
  }));
}

/**
 * Cash on delivery (issue 28), in kobo: the generator parts on the road (Kunle) are paid at the
 * door; the textbooks (Sade) were paid in cash on delivery and Sade still holds it.
 */
const cashOnDelivery: Record<string, { amount: number; collected?: 'cash' }> = {
  dlv_0008: { amount: 4_850_000 },
  dlv_0009: { amount: 9_600_000, collected: 'cash' },
};

/** A seeded proof's typed signature, kept with the proof's images (server/domain/deliveries/proof-records.ts). */
export interface SeededSignature {
  partnerId: string;
  deliveryId: string;
  signatureText: string;
}

/** The demo deliveries' riders, codes and proofs (in place: the seed's own records). */
export function assignSeededDeliveries(deliveries: DeliveryRecord[]): void {
  for (const delivery of deliveries) {
    const riderId = assignments[delivery.id];
    if (delivery.partnerId !== DEMO_USER_ID || !riderId) continue;
    delivery.riderId = riderId;
    const cod = cashOnDelivery[delivery.id];
    if (cod) {
      delivery.cashOnDelivery = {
        amount: cod.amount,
        ...(cod.collected
          ? { collected: { method: cod.collected, amount: cod.amount, at: delivery.estimatedDelivery } }
          : {}),
      };
    }
    if (delivery.status === 'picked-up' || delivery.status === 'in-transit') {
      delivery.code = { value: DEMO_RIDERS.deliveryCode, triesLeft: 3, verified: false };
    }
    if (delivery.status === 'delivered') {
      delivery.proof = {
        code: 'verified',
        recipientName: delivery.customer.name,
        signature: 'typed',
        photo: false,
        capturedAt: delivery.estimatedDelivery,
      };
    }
  }
}

/** The typed signatures of the seeded proofs: the recipient's name, as the proof says. */
export const seededSignatures = (deliveries: readonly DeliveryRecord[]): SeededSignature[] =>
  deliveries.flatMap((delivery) =>
    delivery.proof?.signature === 'typed' && delivery.proof.recipientName
      ? [{ partnerId: delivery.partnerId, deliveryId: delivery.id, signatureText: delivery.proof.recipientName }]
      : [],
  );
