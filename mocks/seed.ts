import { brand } from '@/config';
import { toKobo, withdrawalFee } from '@/api/money';
import type { Counterpart, DeliveryStatus, Priority, Transaction } from '@/api/schemas';
import { bankNamed } from './banks';
import type { DbState, TransactionRecord } from './db';
import { formatReference, maskedAccount } from './format';

/*
 * The demo data of PRODUCT.md: demo@example.com (verified, Ada Okafor of Swift Riders Ltd)
 * with deliveries in every status, a wallet with transactions, a payout account, routes,
 * billing and a payment method; new@example.com (not verified: sign-in asks for the code
 * 123456); chidi@riders.ng (verified, Chidi Okeke of Eko Express), whom transfers can reach.
 * Money is in kobo here, as in the database.
 */
export const DEMO_PASSWORD = 'Partner123!';
export const VERIFICATION_CODE = '123456';
export const DEMO_USER_ID = 'usr_demo';
export const NEW_USER_ID = 'usr_new';
/** A second verified partner: the recipient of transfers in the demo and the tests. */
export const SECOND_PARTNER = {
  id: 'usr_chidi',
  email: 'chidi@riders.ng',
  firstName: 'Chidi',
  lastName: 'Okeke',
  companyName: 'Eko Express',
} as const;

/**
 * The partners' saved bank accounts (valid NUBANs). The demo partner's GTBank account is its
 * default payout account and resolves to "SWIFT RIDERS LTD" in the name enquiry.
 */
export const DEMO_PAYOUT_ACCOUNT = {
  id: 'pa_demo_gtbank',
  partnerId: DEMO_USER_ID,
  bankCode: '058',
  accountNumber: '0100646789',
  accountName: 'SWIFT RIDERS LTD',
  daysAgo: 60,
} as const;
export const SECOND_PARTNER_PAYOUT_ACCOUNT = {
  id: 'pa_chidi_access',
  partnerId: SECOND_PARTNER.id,
  bankCode: '044',
  accountNumber: '0700043213',
  accountName: 'CHIDI OKEKE',
  daysAgo: 30,
} as const;
export const seededPayoutAccounts = [DEMO_PAYOUT_ACCOUNT, SECOND_PARTNER_PAYOUT_ACCOUNT] as const;

/**
 * Test numbers (valid NUBANs at GTBank, 058): the name enquiry finds no account behind
 * `notFound` (its serial starts with 000); a withdrawal to `dormant` (ends in 0000) fails
 * when it settles and the money comes back.
 */
export const TEST_ACCOUNTS = {
  notFound: { bankCode: '058', accountNumber: '0001230005' },
  dormant: { bankCode: '058', accountNumber: '0120060000' },
} as const;

export interface SeedOptions {
  /** Extra generated deliveries for the demo partner (the benchmark uses 5,000). */
  extraDeliveries?: number;
  /** The scenario the data is made for, recorded in the state (mocks/control/scenarios.ts). */
  scenario?: string;
  /**
   * The demo partner on their first day (the `empty` scenario): the account, verified, its
   * profile and settings, and nothing else — no deliveries, transactions, routes, payout
   * accounts or payment methods, billing details as sign-up leaves them, ₦0. Extra deliveries
   * are not generated.
   */
  emptyDemoPartner?: boolean;
  /** The demo partner's balance in naira, instead of ₦125,000 (the `low-balance` scenario). */
  demoBalance?: number;
  /** Every withdrawal is refused by the bank when it settles (the `payouts-failing` scenario). */
  withdrawalsFail?: boolean;
  /** New delivery requests arrive on their own for the demo partner (the `arrivals` scenario, mocks/arrivals.ts). */
  arrivals?: boolean;
}

/** The `arrivals` scenario's pace: a new request every 20 s, at most 100 (mocks/arrivals.ts brings them in). */
export const ARRIVALS = { everyMs: 20_000, total: 100 } as const;
/** Its state in the data (so it survives a restart): when the next request arrives, how many are left. */
const arrivalsFrom = (now: number) => ({
  everyMs: ARRIVALS.everyMs,
  next: now + ARRIVALS.everyMs,
  left: ARRIVALS.total,
  made: 0,
});

/** Why the bank refuses every withdrawal in the `payouts-failing` scenario (the money and the fee come back). */
export const PAYOUTS_FAILING_REASON = 'The bank refused the transfer: its payout service is unavailable';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export function trackingNumber(sequence: number, year = new Date().getFullYear()): string {
  return `${brand.trackingPrefix}-${year}-${String(sequence).padStart(4, '0')}`;
}

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

/** The events a delivery has been through, from creation to its current status. */
const pathTo: Record<DeliveryStatus, DeliveryStatus[]> = {
  pending: ['pending'],
  accepted: ['pending', 'accepted'],
  'picked-up': ['pending', 'accepted', 'picked-up'],
  'in-transit': ['pending', 'accepted', 'picked-up', 'in-transit'],
  delivered: ['pending', 'accepted', 'picked-up', 'in-transit', 'delivered'],
  rejected: ['pending', 'rejected'],
  cancelled: ['pending', 'accepted', 'cancelled'],
};

export const statusNotes: Record<DeliveryStatus, string> = {
  pending: 'Delivery request created',
  accepted: 'Accepted by delivery partner',
  'picked-up': 'Package picked up from sender',
  'in-transit': 'On the way to the recipient',
  delivered: 'Delivered to the recipient',
  rejected: 'Rejected by delivery partner',
  cancelled: 'Delivery cancelled',
};

const cities = ['Lagos', 'Abuja', 'Ibadan', 'Kano', 'Port Harcourt', 'Enugu', 'Benin City', 'Kaduna'];
const statuses: DeliveryStatus[] = [
  'pending',
  'accepted',
  'picked-up',
  'in-transit',
  'delivered',
  'rejected',
  'cancelled',
];
const priorities: Priority[] = ['high', 'medium', 'low'];

function generatedSeed(index: number): DeliverySeed {
  const city = cities[index % cities.length] ?? 'Lagos';
  const status = statuses[index % statuses.length] ?? 'pending';
  return {
    status,
    priority: priorities[index % priorities.length] ?? 'medium',
    customer: [
      `Customer ${index + 1}`,
      `customer${index + 1}@example.com`,
      `+234 800 ${String(1_000_000 + index).slice(-7)}`,
    ],
    from: [`${(index % 90) + 1} Market Road`, city, 6.5, 3.4],
    to: [`${(index % 70) + 3} Station Close`, city, 6.6, 3.5],
    description: `Parcel batch #${index + 1}`,
    items: ['Parcel'],
    price: 2_000 + (index % 20) * 500,
    hoursAgo: 200 + index,
    etaHours: status === 'delivered' ? -(150 + index) : 12,
  };
}

export function buildSeed(options: SeedOptions = {}): DbState {
  const now = Date.now();
  const at = (offsetMs: number) => new Date(now + offsetMs).toISOString();
  const partnerId = DEMO_USER_ID;
  const state: DbState = {
    // DB_VERSION of db.ts (the type insists); not imported, as db.ts imports this module.
    version: 2,
    users: [
      {
        id: DEMO_USER_ID,
        firstName: 'Ada',
        lastName: 'Okafor',
        email: 'demo@example.com',
        phone: '+234 803 123 4567',
        password: DEMO_PASSWORD,
        verified: true,
        createdAt: at(-90 * DAY),
      },
      {
        id: NEW_USER_ID,
        firstName: 'Bayo',
        lastName: 'Adewale',
        email: 'new@example.com',
        phone: '+234 805 765 4321',
        password: DEMO_PASSWORD,
        verified: false,
        createdAt: at(-1 * DAY),
      },
      {
        id: SECOND_PARTNER.id,
        firstName: SECOND_PARTNER.firstName,
        lastName: SECOND_PARTNER.lastName,
        email: SECOND_PARTNER.email,
        phone: '+234 802 345 6789',
        password: DEMO_PASSWORD,
        verified: true,
        createdAt: at(-45 * DAY),
      },
    ],
    sessions: [],
    profiles: [
      {
        partnerId,
        id: DEMO_USER_ID,
        companyName: 'Swift Riders Ltd',
        email: 'demo@example.com',
        phone: '+234 803 123 4567',
        firstName: 'Ada',
        lastName: 'Okafor',
      },
      {
        partnerId: NEW_USER_ID,
        id: NEW_USER_ID,
        companyName: 'Adewale Dispatch',
        email: 'new@example.com',
        phone: '+234 805 765 4321',
        firstName: 'Bayo',
        lastName: 'Adewale',
      },
      {
        partnerId: SECOND_PARTNER.id,
        id: SECOND_PARTNER.id,
        companyName: SECOND_PARTNER.companyName,
        email: SECOND_PARTNER.email,
        phone: '+234 802 345 6789',
        firstName: SECOND_PARTNER.firstName,
        lastName: SECOND_PARTNER.lastName,
      },
    ],
    settings: [
      { partnerId, emailNotifications: true, smsNotifications: false, autoAccept: false },
      { partnerId: NEW_USER_ID, emailNotifications: true, smsNotifications: true, autoAccept: false },
      { partnerId: SECOND_PARTNER.id, emailNotifications: true, smsNotifications: false, autoAccept: false },
    ],
    billing: [
      {
        partnerId,
        companyName: 'Swift Riders Ltd',
        address: '15 Adeola Odeku Street, Victoria Island',
        city: 'Lagos',
        country: 'Nigeria',
        taxId: 'TIN-20481937-0001',
        email: 'billing@swiftriders.ng',
        phone: '+234 803 123 4567',
      },
      {
        partnerId: NEW_USER_ID,
        companyName: 'Adewale Dispatch',
        address: '',
        city: '',
        country: 'Nigeria',
        taxId: '',
        email: 'new@example.com',
        phone: '+234 805 765 4321',
      },
      {
        partnerId: SECOND_PARTNER.id,
        companyName: SECOND_PARTNER.companyName,
        address: '8 Ikorodu Road, Maryland',
        city: 'Lagos',
        country: 'Nigeria',
        taxId: '',
        email: SECOND_PARTNER.email,
        phone: '+234 802 345 6789',
      },
    ],
    paymentMethods: [
      {
        partnerId,
        id: 'pm_gtbank',
        type: 'bank_transfer',
        provider: 'GTBank',
        accountName: 'Swift Riders Ltd',
        last4: '6789',
        isDefault: true,
      },
    ],
    deliveries: [],
    trackingEvents: [],
    wallets: [
      { partnerId, balance: toKobo(125_000) },
      { partnerId: NEW_USER_ID, balance: 0 },
      { partnerId: SECOND_PARTNER.id, balance: toKobo(20_000) },
    ],
    transactions: [],
    payoutAccounts: seededPayoutAccounts.map(({ daysAgo, ...account }) => ({
      ...account,
      bankName: bankNamed(account.bankCode)?.name ?? account.bankCode,
      isDefault: true,
      createdAt: at(-daysAgo * DAY),
    })),
    deliveryRoutes: [
      {
        partnerId,
        id: 'rte_lekki_ikeja',
        from: 'Lekki',
        to: 'Ikeja',
        estimatedTime: '1-2 hours',
        basePrice: toKobo(3_500),
        isActive: true,
        coverage: 'local',
      },
      {
        partnerId,
        id: 'rte_lagos_ibadan',
        from: 'Lagos',
        to: 'Ibadan',
        estimatedTime: '3-4 hours',
        basePrice: toKobo(12_000),
        isActive: true,
        coverage: 'interstate',
      },
      {
        partnerId,
        id: 'rte_abuja_kano',
        from: 'Abuja',
        to: 'Kano',
        estimatedTime: '1 day',
        basePrice: toKobo(25_000),
        isActive: false,
        coverage: 'interstate',
      },
      {
        partnerId,
        id: 'rte_lagos_accra',
        from: 'Lagos',
        to: 'Accra',
        estimatedTime: '2-3 days',
        basePrice: toKobo(65_000),
        isActive: true,
        coverage: 'international',
      },
    ],
    apiAccessRequests: [],
    idempotency: [],
    sequence: 1_000,
    referenceSequence: 0,
  };

  const seeds = options.emptyDemoPartner ? [] : [...deliverySeeds];
  const extra = options.emptyDemoPartner ? 0 : (options.extraDeliveries ?? 0);
  for (let i = 0; i < extra; i += 1) seeds.push(generatedSeed(i));

  // Sequence numbers follow creation order: the oldest delivery has the lowest number.
  const byAge = seeds.map((seed, index) => ({ seed, index })).sort((a, b) => b.seed.hoursAgo - a.seed.hoursAgo);
  byAge.forEach(({ seed, index }, order) => {
    const id = `dlv_${String(index + 1).padStart(4, '0')}`;
    const createdMs = -seed.hoursAgo * HOUR;
    state.deliveries.push({
      partnerId,
      id,
      trackingNumber: trackingNumber(order + 1),
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
    });
    pathTo[seed.status].forEach((status, step) => {
      state.trackingEvents.push({
        deliveryId: id,
        id: `trk_${id}_${step}`,
        status,
        timestamp: at(createdMs + step * HOUR),
        note: statusNotes[status],
        location: { address: step >= 2 ? seed.to[0] : seed.from[0] },
      });
    });
  });
  state.sequence += seeds.length;

  const delivered = (id: string): Counterpart => {
    const delivery = state.deliveries.find((d) => d.id === id);
    return {
      kind: 'delivery',
      name: delivery?.trackingNumber ?? id,
      ...(delivery ? { detail: delivery.customer.name } : {}),
    };
  };
  // References follow the movements' order, oldest first, as the sequence would have given them.
  const records = transactionSeeds(delivered)
    .map((seed) => transactionRecord(seed, now))
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  records.forEach((record, index) => {
    record.reference = formatReference(Date.parse(record.date), index + 1);
  });
  state.transactions = records;
  state.referenceSequence = records.length;
  return applyScenarioOptions(state, options);
}

/** What a scenario changes in the seed (see SeedOptions). */
function applyScenarioOptions(state: DbState, options: SeedOptions): DbState {
  const demo = (record: { partnerId: string }) => record.partnerId === DEMO_USER_ID;
  if (options.emptyDemoPartner) {
    state.transactions = state.transactions.filter((t) => !demo(t));
    state.deliveryRoutes = state.deliveryRoutes.filter((r) => !demo(r));
    state.payoutAccounts = state.payoutAccounts.filter((a) => !demo(a));
    state.paymentMethods = state.paymentMethods.filter((m) => !demo(m));
    state.billing = state.billing.map((b) =>
      demo(b)
        ? { ...b, companyName: 'Swift Riders Ltd', address: '', city: '', taxId: '', email: 'demo@example.com' }
        : b,
    );
    state.wallets = state.wallets.map((w) => (demo(w) ? { ...w, balance: 0 } : w));
  }
  if (options.demoBalance !== undefined) {
    const balance = toKobo(options.demoBalance);
    state.wallets = state.wallets.map((w) => (demo(w) ? { ...w, balance } : w));
  }
  if (options.scenario !== undefined || options.withdrawalsFail || options.arrivals) {
    state.scenario = {
      name: options.scenario ?? 'demo',
      ...(options.withdrawalsFail ? { withdrawalsFail: true } : {}),
      ...(options.arrivals ? { arrivals: arrivalsFrom(Date.now()) } : {}),
    };
  }
  return state;
}

interface TransactionSeed {
  partnerId: string;
  id: string;
  type: Transaction['type'];
  /** Naira. */
  amount: number;
  category: Transaction['category'];
  description: string;
  /** Before now, in ms. */
  ago: number;
  status: Transaction['status'];
  counterpart?: Counterpart;
  failureReason?: string;
}

const platform: Counterpart = { kind: 'platform', name: 'DeliverOS', detail: 'Platform fee (10%)' };
const demoBankAccount: Counterpart = {
  kind: 'bank-account',
  name: DEMO_PAYOUT_ACCOUNT.accountName,
  detail: maskedAccount('GTBank', DEMO_PAYOUT_ACCOUNT.accountNumber),
};

/**
 * The demo partner's 10 movements (and the second partner's top-up). Their meaning is what
 * the tests count: completed earnings 18,000 + 9,500 + 22,500 and fees 1,800 + 950 + 2,250,
 * all within 14 days; one pending earning; one failed withdrawal.
 */
function transactionSeeds(delivered: (deliveryId: string) => Counterpart): TransactionSeed[] {
  const partnerId = DEMO_USER_ID;
  return [
    {
      partnerId,
      id: 'txn_01',
      type: 'credit',
      amount: 18_000,
      description: 'Delivery earnings — DOS textbooks run',
      ago: 3 * DAY,
      status: 'completed',
      category: 'earning',
      counterpart: delivered('dlv_0009'),
    },
    {
      partnerId,
      id: 'txn_02',
      type: 'debit',
      amount: 1_800,
      description: 'Platform fee (10%)',
      ago: 3 * DAY - HOUR,
      status: 'completed',
      category: 'fee',
      counterpart: platform,
    },
    {
      partnerId,
      id: 'txn_03',
      type: 'credit',
      amount: 9_500,
      description: 'Delivery earnings — medical samples',
      ago: 4 * DAY,
      status: 'completed',
      category: 'earning',
      counterpart: delivered('dlv_0010'),
    },
    {
      partnerId,
      id: 'txn_04',
      type: 'debit',
      amount: 950,
      description: 'Platform fee (10%)',
      ago: 4 * DAY - HOUR,
      status: 'completed',
      category: 'fee',
      counterpart: platform,
    },
    {
      partnerId,
      id: 'txn_05',
      type: 'credit',
      amount: 50_000,
      description: 'Wallet top-up by card',
      ago: 6 * DAY,
      status: 'completed',
      category: 'top-up',
      counterpart: { kind: 'card', name: 'Card ••••4242' },
    },
    {
      partnerId,
      id: 'txn_06',
      type: 'debit',
      amount: 30_000,
      description: 'Withdrawal to GTBank ••6789',
      ago: 8 * DAY,
      status: 'completed',
      category: 'withdrawal',
      counterpart: demoBankAccount,
    },
    {
      partnerId,
      id: 'txn_07',
      type: 'credit',
      amount: 12_000,
      description: 'Delivery earnings — wedding cake',
      ago: 10 * DAY,
      status: 'pending',
      category: 'earning',
      counterpart: delivered('dlv_0007'),
    },
    {
      partnerId,
      id: 'txn_08',
      type: 'credit',
      amount: 22_500,
      description: 'Delivery earnings — weekly settlement',
      ago: 12 * DAY,
      status: 'completed',
      category: 'earning',
      counterpart: { kind: 'platform', name: 'DeliverOS', detail: 'Weekly settlement' },
    },
    {
      partnerId,
      id: 'txn_09',
      type: 'debit',
      amount: 2_250,
      description: 'Platform fee (10%)',
      ago: 12 * DAY - HOUR,
      status: 'completed',
      category: 'fee',
      counterpart: platform,
    },
    {
      partnerId,
      id: 'txn_10',
      type: 'debit',
      amount: 5_000,
      description: 'Withdrawal to GTBank ••6789',
      ago: 14 * DAY,
      status: 'failed',
      category: 'withdrawal',
      counterpart: demoBankAccount,
      failureReason: 'The bank did not confirm the transfer in time',
    },
    {
      partnerId: SECOND_PARTNER.id,
      id: 'txn_chidi_01',
      type: 'credit',
      amount: 20_000,
      description: 'Wallet top-up by card',
      ago: 20 * DAY,
      status: 'completed',
      category: 'top-up',
      counterpart: { kind: 'card', name: 'Card ••••4242' },
    },
  ];
}

/** A seeded movement as the database keeps it: kobo, the withdrawal fee, its timeline (reference set later). */
function transactionRecord(seed: TransactionSeed, now: number): TransactionRecord {
  const { ago, amount, failureReason, counterpart, ...rest } = seed;
  const date = new Date(now - ago).toISOString();
  const bankAnswered = new Date(now - ago + 2 * 60_000).toISOString();
  const isWithdrawal = seed.category === 'withdrawal';
  let timeline: TransactionRecord['timeline'] = [{ status: seed.status, at: date }];
  if (isWithdrawal && seed.status === 'completed') {
    timeline = [
      { status: 'pending', at: date, note: 'Sent to the bank' },
      { status: 'completed', at: bankAnswered, note: `Paid into ${counterpart?.detail ?? 'your bank account'}` },
    ];
  } else if (isWithdrawal && seed.status === 'failed') {
    timeline = [
      { status: 'pending', at: date, note: 'Sent to the bank' },
      { status: 'failed', at: bankAnswered, note: 'Money returned to your wallet' },
    ];
  }
  return {
    ...rest,
    amount: toKobo(amount),
    fee: isWithdrawal ? toKobo(withdrawalFee(amount)) : 0,
    date,
    reference: '',
    timeline,
    ...(counterpart ? { counterpart } : {}),
    ...(failureReason ? { failureReason } : {}),
  };
}
