import type { BillingRecord, PaymentMethodRecord, ProfileRecord, SettingsRecord } from './records';

/*
 * What the partners' rules need of a store, inside one transaction (server/domain/ports.ts).
 * Every method is scoped to one partner; reads return copies.
 */

type Patch<T> = Partial<Omit<T, 'partnerId'>>;

export interface ProfileRepo {
  of(partnerId: string): Promise<ProfileRecord | undefined>;
  /** The partners whose profile has this address. */
  partnersWithEmail(email: string): Promise<string[]>;
  insert(profile: ProfileRecord): Promise<void>;
  update(partnerId: string, patch: Patch<ProfileRecord>): Promise<void>;
}

export interface SettingsRepo {
  of(partnerId: string): Promise<SettingsRecord | undefined>;
  insert(settings: SettingsRecord): Promise<void>;
  update(partnerId: string, patch: Patch<SettingsRecord>): Promise<void>;
}

export interface BillingRepo {
  of(partnerId: string): Promise<BillingRecord | undefined>;
  insert(billing: BillingRecord): Promise<void>;
  update(partnerId: string, patch: Patch<BillingRecord>): Promise<void>;
}

export interface PaymentMethodRepo {
  /** The partner's methods, in the order they were added. */
  list(partnerId: string): Promise<PaymentMethodRecord[]>;
  insert(method: PaymentMethodRecord): Promise<void>;
  update(partnerId: string, id: string, patch: Patch<Omit<PaymentMethodRecord, 'id'>>): Promise<void>;
  delete(partnerId: string, id: string): Promise<void>;
}

export interface PartnerRepos {
  profiles: ProfileRepo;
  settings: SettingsRepo;
  billing: BillingRepo;
  paymentMethods: PaymentMethodRepo;
}
