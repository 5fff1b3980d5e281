import { z } from 'zod/mini';

/*
 * An Idempotency-Key's record (docs/api-contract.md, Idempotency-Key): the partner's key, the
 * fingerprint of the request it was first sent with (server/http/fingerprint.ts), and the reply
 * that request got — replayed to the same request, refused to any other (server/http/idempotency.ts).
 */

export const idempotencyRecord = z.object({
  partnerId: z.string(),
  key: z.string(),
  fingerprint: z.string(),
  status: z.number(),
  body: z.unknown(),
});
export type IdempotencyRecord = z.infer<typeof idempotencyRecord>;

export interface IdempotencyRepo {
  /**
   * Claims the partner's key for the request `fingerprint`: null when this request has it now;
   * else the record of the request that had it first (waiting, if that one is still under way,
   * until it ends — the unique key of the store).
   */
  claim(partnerId: string, key: string, fingerprint: string): Promise<IdempotencyRecord | null>;
  /** The reply given under the claimed key, kept to be replayed. */
  complete(partnerId: string, key: string, reply: { status: number; body: unknown }): Promise<void>;
}
