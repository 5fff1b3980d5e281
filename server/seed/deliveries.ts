import { toKobo } from '@/api/money';
import { deliveryStatuses, priorities, type DeliveryStatus, type Priority } from '@/api/schemas';
import { HOUR_MS as HOUR } from '../domain/calendar';
import type { DeliveryRecord, TrackingEventRecord } from '../domain/deliveries/records';
import { newTrackingCode, trackingNumber } from '../domain/deliveries/tracking-codes';
import { DEMO_USER_ID } from './accounts';
import { seededEventsOf } from './tracking-events';

/*
 * The demo partner's deliveries: twelve in every status across Nigeria, and as many generated
 * ones as a scenario or the benchmark asks for, each with the tracking events of its path.
 */

interface DeliverySeed {
  status: DeliveryStatus;
  priority: Priority;
  customer: [name: string, email: string, phone: string];
  from: [address: string, city: string, lat: number, lng: number];
  to: [address: string, city: string, lat: number, lng: number];
  description: string;
  items: string[];
  price: number;
  hoursAgo: number;
  etaHours: number;
  specialInstructions?: string;
}

const deliverySeeds: DeliverySeed[] = [
  {
    status: 'pending',
    priority: 'high',
    customer: ['Chioma Nwosu', 'chioma.nwosu@example.com', '+234 803 555 0101'],
    from: ['12 Admiralty Way, Lekki Phase 1', 'Lagos', 6.4474, 3.4723],
    to: ['5 Awolowo Road, Ikoyi', 'Lagos', 6.4541, 3.4256],
    description: 'Pharmacy restock — temperature sensitive',
    items: ['Insulin pens (x20)', 'Cold pack'],
    price: 8500,
    hoursAgo: 1,
    etaHours: 4,
    specialInstructions: 'Keep cold. Call the pharmacist on arrival.',
  },
  {
    status: 'pending',
    priority: 'medium',
    customer: ['Tunde Bakare', 'tunde.bakare@example.com', '+234 805 555 0102'],
    from: ['Computer Village, Ikeja', 'Lagos', 6.5965, 3.3421],
    to: ['14 Herbert Macaulay Way, Yaba', 'Lagos', 6.5095, 3.3711],
    description: 'Laptop and accessories',
    items: ['Laptop', 'Charger', 'Mouse'],
    price: 6000,
    hoursAgo: 3,
    etaHours: 6,
  },
  {
    status: 'pending',
    priority: 'low',
    customer: ['Amaka Obi', 'amaka.obi@example.com', '+234 807 555 0103'],
    from: ['Balogun Market, Lagos Island', 'Lagos', 6.4549, 3.3896],
    to: ['22 Allen Avenue, Ikeja', 'Lagos', 6.6018, 3.3515],
    description: 'Fabric bundle for tailoring shop',
    items: ['Ankara fabric (6 yards)', 'Lace (4 yards)'],
    price: 4500,
    hoursAgo: 5,
    etaHours: 24,
  },
  {
    status: 'accepted',
    priority: 'high',
    customer: ['Ibrahim Musa', 'ibrahim.musa@example.com', '+234 809 555 0104'],
    from: ['Wuse Market, Wuse', 'Abuja', 9.0643, 7.4892],
    to: ['Plot 7 Aminu Kano Crescent, Wuse 2', 'Abuja', 9.0765, 7.4722],
    description: 'Signed contract documents',
    items: ['Document envelope'],
    price: 5000,
    hoursAgo: 8,
    etaHours: 3,
    specialInstructions: 'Hand over to the recipient only; ID required.',
  },
  {
    status: 'accepted',
    priority: 'medium',
    customer: ['Funke Adeyemi', 'funke.adeyemi@example.com', '+234 802 555 0105'],
    from: ['Bodija Market', 'Ibadan', 7.4352, 3.9123],
    to: ['University of Ibadan, Agbowo', 'Ibadan', 7.4443, 3.8997],
    description: 'Groceries for student hostel',
    items: ['Rice (25kg)', 'Vegetable oil (5L)', 'Tomato paste'],
    price: 7000,
    hoursAgo: 20,
    etaHours: 10,
  },
  {
    status: 'picked-up',
    priority: 'medium',
    customer: ['Emeka Eze', 'emeka.eze@example.com', '+234 806 555 0106'],
    from: ['Trade Fair Complex, Ojo', 'Lagos', 6.4667, 3.2103],
    to: ['3 Ogunlana Drive, Surulere', 'Lagos', 6.4969, 3.3533],
    description: 'Phone screens for repair shop',
    items: ['Phone screens (x12)'],
    price: 5500,
    hoursAgo: 26,
    etaHours: 4,
  },
  {
    status: 'in-transit',
    priority: 'high',
    customer: ['Zainab Bello', 'zainab.bello@example.com', '+234 808 555 0107'],
    from: ['Sabon Gari Market', 'Kano', 12.0022, 8.5312],
    to: ['Zoo Road, Tarauni', 'Kano', 11.9761, 8.5341],
    description: 'Wedding cake — fragile',
    items: ['Three-tier cake'],
    price: 12000,
    hoursAgo: 30,
    etaHours: 2,
    specialInstructions: 'Fragile. Keep upright, no sharp braking.',
  },
  {
    status: 'in-transit',
    priority: 'low',
    customer: ['Segun Alade', 'segun.alade@example.com', '+234 810 555 0108'],
    from: ['Lagos–Ibadan Expressway, Mowe', 'Ogun', 6.8174, 3.4363],
    to: ['Ring Road', 'Ibadan', 7.3621, 3.8791],
    description: 'Spare parts for generator',
    items: ['Carburettor', 'Spark plugs (x4)'],
    price: 15000,
    hoursAgo: 40,
    etaHours: 8,
  },
  {
    status: 'delivered',
    priority: 'medium',
    customer: ['Ngozi Okeke', 'ngozi.okeke@example.com', '+234 811 555 0109'],
    from: ['New Market Road, Onitsha', 'Anambra', 6.1413, 6.7883],
    to: ['Zik Avenue, Awka', 'Anambra', 6.2104, 7.0741],
    description: 'Textbooks for secondary school',
    items: ['Mathematics textbooks (x30)'],
    price: 18000,
    hoursAgo: 72,
    etaHours: -50,
  },
  {
    status: 'delivered',
    priority: 'high',
    customer: ['Yusuf Abdullahi', 'yusuf.abdullahi@example.com', '+234 812 555 0110'],
    from: ['Garki Area 11', 'Abuja', 9.0335, 7.4891],
    to: ['Gwarinpa Estate', 'Abuja', 9.1099, 7.4042],
    description: 'Medical test samples',
    items: ['Sample box (sealed)'],
    price: 9500,
    hoursAgo: 96,
    etaHours: -90,
    specialInstructions: 'Deliver to the lab reception before 4pm.',
  },
  {
    status: 'rejected',
    priority: 'low',
    customer: ['Kemi Oladipo', 'kemi.oladipo@example.com', '+234 813 555 0111'],
    from: ['Oshodi Market', 'Lagos', 6.5535, 3.3436],
    to: ['Epe Town', 'Lagos', 6.5841, 3.9834],
    description: 'Bulk water delivery',
    items: ['Sachet water (50 bags)'],
    price: 3000,
    hoursAgo: 120,
    etaHours: -100,
  },
  {
    status: 'cancelled',
    priority: 'medium',
    customer: ['Obinna Chukwu', 'obinna.chukwu@example.com', '+234 814 555 0112'],
    from: ['Aba Road', 'Port Harcourt', 4.8156, 7.0498],
    to: ['GRA Phase 2', 'Port Harcourt', 4.8242, 6.9965],
    description: 'Office chairs',
    items: ['Office chair (x2)'],
    price: 11000,
    hoursAgo: 150,
    etaHours: -120,
  },
];

type CityCentre = [city: string, lat: number, lng: number];
const lagos: CityCentre = ['Lagos', 6.5244, 3.3792];
/** The generated deliveries' cities and their centres: each one's places lie in its city. */
const cities: CityCentre[] = [
  lagos,
  ['Abuja', 9.0765, 7.3986],
  ['Ibadan', 7.3775, 3.947],
  ['Kano', 12.0022, 8.592],
  ['Port Harcourt', 4.8156, 7.0498],
  ['Enugu', 6.4584, 7.5464],
  ['Benin City', 6.335, 5.6037],
  ['Kaduna', 10.5105, 7.4165],
];
/** The generated deliveries' statuses, in turn: every status but `returned`. */
const statuses = deliveryStatuses.filter((status) => status !== 'returned');

/** A point within about 4 km of a city's centre, picked by `spread` (the same index, the same point). */
function near([, lat, lng]: CityCentre, spread: number): [lat: number, lng: number] {
  const offset = (n: number) => ((n % 11) - 5) * 0.005;
  return [Number((lat + offset(spread)).toFixed(4)), Number((lng + offset(spread * 7 + 3)).toFixed(4))];
}

function generatedSeed(index: number): DeliverySeed {
  const centre = cities[index % cities.length] ?? lagos;
  const city = centre[0];
  const status = statuses[index % statuses.length] ?? 'pending';
  return {
    status,
    priority: priorities[index % priorities.length] ?? 'medium',
    customer: [
      `Customer ${index + 1}`,
      `customer${index + 1}@example.com`,
      `+234 800 ${String(1_000_000 + index).slice(-7)}`,
    ],
    from: [`${(index % 90) + 1} Market Road`, city, ...near(centre, index)],
    to: [`${(index % 70) + 3} Station Close`, city, ...near(centre, index + 5)],
    description: `Parcel batch #${index + 1}`,
    items: ['Parcel'],
    price: 2_000 + (index % 20) * 500,
    hoursAgo: 200 + index,
    etaHours: status === 'delivered' ? -(150 + index) : 12,
  };
}

export interface SeededDeliveries {
  deliveries: DeliveryRecord[];
  trackingEvents: TrackingEventRecord[];
}

/**
 * The demo partner's deliveries (none when `demo` is false) plus `extra` generated ones, with
 * their tracking events; `at(offsetMs)` is the instant that far from now.
 */
export function seedDeliveries(
  { demo, extra }: { demo: boolean; extra: number },
  at: (offsetMs: number) => string,
): SeededDeliveries {
  const seeds = demo ? [...deliverySeeds] : [];
  for (let i = 0; i < extra; i += 1) seeds.push(generatedSeed(i));
  const seeded: SeededDeliveries = { deliveries: [], trackingEvents: [] };

  // Sequence numbers follow creation order: the oldest delivery has the lowest number.
  const byAge = seeds.map((seed, index) => ({ seed, index })).sort((a, b) => b.seed.hoursAgo - a.seed.hoursAgo);
  byAge.forEach(({ seed, index }, order) => {
    const id = `dlv_${String(index + 1).padStart(4, '0')}`;
    const createdMs = -seed.hoursAgo * HOUR;
    const delivery: DeliveryRecord = {
      partnerId: DEMO_USER_ID,
      id,
      trackingNumber: trackingNumber(order + 1),
      // Random like every code (docs/api-contract.md): a seeded page is found from its delivery, never guessed.
      trackingCode: newTrackingCode(),
      status: seed.status,
      customer: { name: seed.customer[0], email: seed.customer[1], phone: seed.customer[2] },
      from: { address: seed.from[0], city: seed.from[1], coordinates: { lat: seed.from[2], lng: seed.from[3] } },
      to: { address: seed.to[0], city: seed.to[1], coordinates: { lat: seed.to[2], lng: seed.to[3] } },
      createdAt: at(createdMs),
      estimatedDelivery: at(seed.etaHours * HOUR),
      price: toKobo(seed.price),
      description: seed.description,
      items: seed.items,
      priority: seed.priority,
      ...(seed.specialInstructions ? { specialInstructions: seed.specialInstructions } : {}),
    };
    const events = seededEventsOf(delivery);
    // The pickup is the parcel's first report of where it is (needs attention's clock).
    const pickup = events.find((event) => event.status === 'picked-up');
    if (pickup) delivery.lastReportedAt = pickup.timestamp;
    const delivered = events.find((event) => event.status === 'delivered');
    if (delivered) delivery.deliveredAt = delivered.timestamp;
    seeded.deliveries.push(delivery);
    seeded.trackingEvents.push(...events);
  });
  return seeded;
}
