import type { EndpointDef } from '@/api/endpoints';
import { DomainError } from '../domain/errors';
import type { Tx } from '../domain/ports';
import { requestFingerprint } from './fingerprint';
import { parseJsonBody } from './request-body';

/*
 * Idempotency-Key (docs/api-contract.md): a money movement carries a key of the partner's
 * choosing, and the key belongs to one request — its method, path and body (the fingerprint).
 * The same request again gets the reply the first one got, refusals included, and acts no more;
 * another request under the key is refused (422), never answered with another's reply. The key
 * is claimed first in the request's transaction: on PostgreSQL a second request with the same key
 * waits on the unique (partner, key) until the first has committed, then replays its reply.
 */

/** The longest Idempotency-Key kept (Stripe's limit): stored with its reply, bounded like every text the API keeps. */
const IDEMPOTENCY_KEY_MAX = 255;

/** A reply as the HTTP layer sends it: its status and its envelope. */
export interface KeptReply {
  status: number;
  body: unknown;
}

const keyRequired = (message: string) => new DomainError(400, message, 'IDEMPOTENCY_KEY_REQUIRED');

const keyReused = () =>
  new DomainError(
    422,
    'This Idempotency-Key was already used for a different request. Send a new key for a new action.',
    'IDEMPOTENCY_KEY_REUSED',
  );

export interface KeyedRequest {
  /** The reply already given to this request under its key, to send again. */
  replay?: KeptReply;
  /** Keeps this request's reply under its key. */
  keep(reply: KeptReply): Promise<void>;
}

/**
 * The Idempotency-Key of an idempotent endpoint's request, claimed for `partnerId`: 400 when it
 * is missing or too long (or the body is not JSON), 422 when it was used for another request;
 * else what was replied to it, or how to keep this reply.
 */
export async function claimIdempotencyKey(
  tx: Tx,
  endpoint: EndpointDef,
  request: Request,
  partnerId: string,
  text: string,
): Promise<KeyedRequest> {
  const key = request.headers.get('Idempotency-Key');
  if (!key) throw keyRequired('Idempotency-Key header is required');
  if (key.length > IDEMPOTENCY_KEY_MAX) {
    throw keyRequired(`Idempotency-Key must be at most ${IDEMPOTENCY_KEY_MAX} characters`);
  }
  const json = endpoint.body ? parseJsonBody(text) : null;
  const fingerprint = requestFingerprint(endpoint.method, new URL(request.url).pathname, json);
  const keep = (reply: KeptReply) => tx.idempotency.complete(partnerId, key, reply);
  const seen = await tx.idempotency.claim(partnerId, key, fingerprint);
  if (!seen) return { keep };
  if (seen.fingerprint !== fingerprint) throw keyReused();
  return { replay: { status: seen.status, body: seen.body }, keep };
}
