import type { ProofRequirements } from '@/api/schemas';
import type { BillingRecord, ProfileRecord, SettingsRecord } from './records';

/* What a new partner starts with: at sign-up, and for a partner stored before a record existed. */

/** A new partner asks for no proof of delivery until it chooses some (Profile → Settings). */
export const noProofRequired: ProofRequirements = { code: false, signature: false, photo: false };

/** A new partner's settings (a sign-up, the seed's other partners, a partner stored before its settings were). */
export const defaultSettings = (partnerId: string): SettingsRecord => ({
  partnerId,
  emailNotifications: true,
  smsNotifications: false,
  autoAccept: false,
  proofOfDelivery: { ...noProofRequired },
});

interface Person {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** The profile of a new partner: its company's name '' until given (a person's name is never a company's). */
export const newProfile = ({ id, firstName, lastName, email, phone }: Person, companyName: string): ProfileRecord => ({
  partnerId: id,
  id,
  companyName,
  email,
  phone,
  firstName,
  lastName,
});

/** The billing details of a new partner: the account's e-mail and phone, the company as far as known. */
export const newBilling = ({ id, email, phone }: Person, companyName: string): BillingRecord => ({
  partnerId: id,
  companyName,
  address: '',
  city: '',
  country: 'Nigeria',
  taxId: '',
  email,
  phone,
});
