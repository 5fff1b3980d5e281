import type { BillingRecord, PaymentMethodRecord } from '../domain/partners/records';
import { DEMO_USER_ID, NEW_USER_ID, SECOND_PARTNER } from './accounts';

/* The partners' billing details and the demo partner's payment methods. */

export function seedBilling(): BillingRecord[] {
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
export function seedPaymentMethods(): PaymentMethodRecord[] {
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
