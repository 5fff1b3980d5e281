import { toKobo } from '@/api/money';
import type { DbState } from '../db';
import { DEMO_USER_ID, NEW_USER_ID, SECOND_PARTNER } from './accounts';

/* The partners' billing details, the demo partner's payment methods and delivery routes (kobo). */

export function seedBilling(): DbState['billing'] {
  return [
    {
      partnerId: DEMO_USER_ID,
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
  ];
}

/**
 * What DeliverOS charges the demo partner's invoices to (issue 24): a Verve card, the default,
 * and a First Bank transfer — neither is where payouts go (the GTBank ••6789 payout account).
 */
export function seedPaymentMethods(): DbState['paymentMethods'] {
  return [
    {
      partnerId: DEMO_USER_ID,
      id: 'pm_verve',
      type: 'card',
      provider: 'Verve',
      accountName: 'Ada Okafor',
      last4: '4081',
      isDefault: true,
    },
    {
      partnerId: DEMO_USER_ID,
      id: 'pm_firstbank',
      type: 'bank_transfer',
      provider: 'First Bank',
      accountName: 'Swift Riders Ltd',
      last4: '3318',
      isDefault: false,
    },
  ];
}

export function seedDeliveryRoutes(): DbState['deliveryRoutes'] {
  const partnerId = DEMO_USER_ID;
  return [
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
  ];
}
