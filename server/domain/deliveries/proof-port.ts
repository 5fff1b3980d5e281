import type { ProofImagesRecord } from './proof-records';
import type { DeliveryRecord } from './records';

/*
 * What proof of delivery and failed attempts need of a store (server/domain/ports.ts), beside the
 * deliveries' own repositories. The recipient's code is tried by conditional writes: a try is
 * spent only while one is left, so two wrong codes at once cannot both have the last one.
 */

export type DeliveryCode = NonNullable<DeliveryRecord['code']>;
export type DeliveryProofSummary = NonNullable<DeliveryRecord['proof']>;
export type DeliveryAttemptRecord = NonNullable<DeliveryRecord['attempts']>[number];
export type Collected = NonNullable<NonNullable<DeliveryRecord['cashOnDelivery']>['collected']>;

export interface DeliveryCodeRepo {
  /** Spends one try of the delivery's code if it is not verified and has one left: the code after, or undefined. */
  spendTry(partnerId: string, deliveryId: string): Promise<DeliveryCode | undefined>;
  /** Marks the code verified if it still has a try left: the code after, or undefined. */
  verify(partnerId: string, deliveryId: string): Promise<DeliveryCode | undefined>;
}

export interface ProofRepo {
  /** Keeps the proof of delivery and what was collected on the delivery (locked by this transaction). */
  record(partnerId: string, deliveryId: string, proof: DeliveryProofSummary, collected?: Collected): Promise<void>;
  /** Appends a failed attempt to the delivery (locked by this transaction). */
  addAttempt(partnerId: string, deliveryId: string, attempt: DeliveryAttemptRecord): Promise<void>;
}

export interface ProofImageRepo {
  insert(images: ProofImagesRecord): Promise<void>;
  /** The images of the partner's delivery, if it has any. */
  of(partnerId: string, deliveryId: string): Promise<ProofImagesRecord | undefined>;
}

export interface ProofRepos {
  deliveryCodes: DeliveryCodeRepo;
  proofs: ProofRepo;
  proofImages: ProofImageRepo;
}
