import type { ApiAccessRecord } from '../domain/api-access/records';
import { DAY_MS as DAY } from '../domain/calendar';
import { sha256Hex } from '../domain/sha256';

/** The seeded approved request's unused invitation: /signup?invitation=… (docs/api-keys.md); stored as its SHA-256, as every invitation. */
export const SEED_INVITATION_TOKEN = 'inv_seed_kano_express';

/**
 * Requests waiting in the operations review queue (ops@deliveros.ng), one already asked for
 * more, and one approved whose invitation has not made an account yet.
 */
export function seedApiAccessRequests(at: (offsetMs: number) => string): ApiAccessRecord[] {
  const filed = (offset: number) => ({ status: 'pending' as const, at: at(offset) });
  return [
    {
      id: 'req_seed_1',
      businessName: 'Ikeja Parcel Hub',
      location: 'Lagos',
      email: 'dev@ikejaparcel.ng',
      reason: 'Book deliveries from our checkout and show live tracking to customers.',
      status: 'pending',
      createdAt: at(-2 * DAY),
      history: [filed(-2 * DAY)],
    },
    {
      id: 'req_seed_2',
      businessName: 'Abuja Fresh Foods',
      location: 'Abuja',
      email: 'tech@abujafresh.ng',
      reason: 'Same-day grocery deliveries booked from our app.',
      status: 'more_information_needed',
      createdAt: at(-5 * DAY),
      note: 'How many deliveries a day do you expect?',
      history: [
        filed(-5 * DAY),
        {
          status: 'more_information_needed',
          at: at(-4 * DAY),
          note: 'How many deliveries a day do you expect?',
          by: 'Tobi Adeyemi',
        },
      ],
    },
    {
      id: 'req_seed_3',
      businessName: 'Port Harcourt Pharmacy',
      location: 'Port Harcourt',
      email: 'it@phpharmacy.ng',
      reason: 'Prescription deliveries with proof of delivery.',
      status: 'pending',
      createdAt: at(-6 * 60 * 60_000),
      history: [filed(-6 * 60 * 60_000)],
    },
    {
      id: 'req_seed_4',
      businessName: 'Kano Express Couriers',
      location: 'Kano',
      email: 'dev@kanoexpress.ng',
      reason: 'Dispatch parcels booked on our website to riders across Kano.',
      status: 'approved',
      createdAt: at(-3 * DAY),
      history: [filed(-3 * DAY), { status: 'approved', at: at(-1 * DAY), by: 'Tobi Adeyemi' }],
      invitationTokenHash: sha256Hex(SEED_INVITATION_TOKEN),
    },
  ];
}
