import type { DeliveryRecord } from '../deliveries/records';
import type { CodRemittanceRecord } from './records';

/*
 * What cash on delivery needs of a store (server/domain/ports.ts). The collections are the
 * deliveries' own columns; handing cash in marks them by a conditional write (only what is still
 * held), so two remittances of one rider's day at once cannot both take the same cash.
 */

/** Instants [from, to) in epoch ms. */
export interface Window {
  from: number;
  to: number;
}

export interface CodCollectionRepo {
  /** The partner's deliveries whose cash a rider collected in `window`, the earliest collected first. */
  collected(partnerId: string, window: Window): Promise<DeliveryRecord[]>;
  /** What riders still hold (kobo) of the cash collected before `before`. */
  heldBefore(partnerId: string, before: number): Promise<number>;
  /**
   * Marks handed in, at `remittedAt`, the rider's collections of `window` not yet handed in: the
   * deliveries marked (none: nothing was held). A concurrent remittance waits, then marks nothing.
   */
  claim(partnerId: string, riderId: string, window: Window, remittedAt: string): Promise<DeliveryRecord[]>;
}

export interface CodRemittanceRepo {
  /** Refused by the store (unique) if the rider's day already has a remittance of this round. */
  insert(record: CodRemittanceRecord): Promise<void>;
  /** How many remittances the rider's day has. */
  count(partnerId: string, riderId: string, day: string): Promise<number>;
  /** The partner's last remittance. */
  last(partnerId: string): Promise<CodRemittanceRecord | undefined>;
}

export interface CodRepos {
  codCollections: CodCollectionRepo;
  codRemittances: CodRemittanceRepo;
}
