import type { CreateDeliveryRequest, Priority } from '@/api/schemas';
import { createDelivery } from '@server/domain/deliveries/create';
import type { Ctx } from '@server/domain/ports';
import { DEMO_USER_ID } from '@server/seed/accounts';

/*
 * The `arrivals` scenario (issue 15): new delivery requests come in for the demo partner on
 * their own, one every `everyMs`, as customers would book them — so the deliveries list's
 * "N new delivery requests" and the needs-attention view can be seen at work. No timer: like a
 * withdrawal's settlement, whatever is due arrives before the next request is answered (a mock
 * left alone for a minute answers with the three requests of that minute).
 */

const requests: Array<
  Pick<CreateDeliveryRequest, 'customer' | 'from' | 'to' | 'description' | 'items'> & {
    price: number;
    priority: Priority;
  }
> = [
  {
    customer: { name: 'Kemi Adebayo', email: 'kemi.adebayo@example.com', phone: '+234 803 555 0201' },
    from: { address: '15 Bode Thomas Street, Surulere', city: 'Lagos', coordinates: { lat: 6.4969, lng: 3.3553 } },
    to: { address: '7 Adeola Odeku Street, Victoria Island', city: 'Lagos', coordinates: { lat: 6.4302, lng: 3.4205 } },
    description: 'Fabric samples for a fitting',
    items: ['Fabric samples'],
    price: 4_500,
    priority: 'high',
  },
  {
    customer: { name: 'Emeka Obi', email: 'emeka.obi@example.com', phone: '+234 805 555 0202' },
    from: { address: '3 Awolowo Way, Ikeja', city: 'Lagos', coordinates: { lat: 6.6018, lng: 3.3515 } },
    to: { address: '22 Herbert Macaulay Way, Yaba', city: 'Lagos', coordinates: { lat: 6.5095, lng: 3.3711 } },
    description: 'Phone repair return',
    items: ['Smartphone', 'Charger'],
    price: 3_000,
    priority: 'medium',
  },
  {
    customer: { name: 'Hauwa Bello', email: 'hauwa.bello@example.com', phone: '+234 807 555 0203' },
    from: { address: '1 Admiralty Way, Lekki Phase 1', city: 'Lagos', coordinates: { lat: 6.4474, lng: 3.4725 } },
    to: { address: '9 Allen Avenue, Ikeja', city: 'Lagos', coordinates: { lat: 6.6013, lng: 3.3561 } },
    description: 'Catering trays',
    items: ['Food trays (x4)'],
    price: 6_500,
    priority: 'high',
  },
  {
    customer: { name: 'Tolu Martins', email: 'tolu.martins@example.com', phone: '+234 809 555 0204' },
    from: { address: '40 Ogunlana Drive, Surulere', city: 'Lagos', coordinates: { lat: 6.4926, lng: 3.3533 } },
    to: { address: '5 Opebi Road, Ikeja', city: 'Lagos', coordinates: { lat: 6.5913, lng: 3.3631 } },
    description: 'Office documents',
    items: ['Envelope'],
    price: 2_500,
    priority: 'low',
  },
];

/** Where the scenario is: when the next request arrives, how many are left, how many came. */
export interface Arrivals {
  everyMs: number;
  next: number;
  left: number;
  made: number;
}

/**
 * Brings in every request due by `now`, each as POST /api/deliveries makes one (the server's
 * rule, in the request's transaction `ctx`), moving `arrivals` on; how many arrived. The state
 * is the in-browser mock's data (mocks/db.ts) or `npm run api:mock`'s memory (mocks/dev-server).
 */
export async function arriveDue(ctx: Ctx, arrivals: Arrivals | undefined, now = Date.now()): Promise<number> {
  if (!arrivals || arrivals.left <= 0 || arrivals.next > now) return 0;
  let made = 0;
  while (arrivals.left > 0 && arrivals.next <= now) {
    const template = requests[arrivals.made % requests.length]!;
    const at = arrivals.next;
    await createDelivery(
      ctx,
      DEMO_USER_ID,
      { ...template, estimatedDelivery: new Date(at + 3 * 3_600_000).toISOString() },
      at,
    );
    arrivals.next += arrivals.everyMs;
    arrivals.left -= 1;
    arrivals.made += 1;
    made += 1;
  }
  return made;
}
