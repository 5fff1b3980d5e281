import { roleMayCall, type EndpointDef } from '@/api/endpoints';
import { apiKeyMayCall } from '@/api/contract/api-keys';
import { keyOf } from '../domain/api-keys/authenticate';
import { authenticateToken } from '../domain/auth/sessions';
import { DomainError } from '../domain/errors';
import { openSandbox } from '../domain/partners/sandbox';
import type { Tx } from '../domain/ports';
import type { Caller } from './routes/table';

/*
 * Who calls: nobody for a public endpoint; else the bearer token's sign-in (an access token, or
 * the refresh token for POST /api/auth/refresh), or an API key. The account's role must be one
 * the endpoint takes (403). In the dashboard's test mode (the `X-DeliverOS-Mode: test` header) a
 * partner acts on its sandbox twin, on the endpoints an API key may call; so does a test key.
 */

/** The request's `Authorization: Bearer …` token (an access or refresh token, or a key), or null. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get('Authorization') ?? '';
  return header.startsWith('Bearer ') ? header.slice(7) : null;
}

export const isApiKeySecret = (token: string | null): token is string =>
  token !== null && (token.startsWith('sk_test_') || token.startsWith('sk_live_'));

/** A partner's sandbox twin as the caller (test mode), its records made on first use. */
export type EnterSandbox = (tx: Tx, caller: Caller, now: number) => Promise<Caller>;

/** Test mode: the partner's sandbox twin (server/domain/partners/sandbox.ts), the same on the server and in the mock. */
export const enterSandbox: EnterSandbox = async (tx, caller, now) => ({
  ...caller,
  partnerId: await openSandbox(tx, caller.user, now),
  livemode: false,
});

export interface Authenticators {
  testMode: boolean;
  /** The client the request comes from (server/http/client.ts): unknown API keys are limited per client. */
  client: string;
  enterSandbox?: EnterSandbox;
}

const notOnServer = (what: string) =>
  new DomainError(501, `${what} are not on the DeliverOS server yet (docs/server.md)`, 'NOT_IMPLEMENTED');

/** 403 when the account's role may not call the endpoint (src/api/contract/endpoint.ts, roles). */
function refuseRole(endpoint: EndpointDef, role: Caller['user']['role']): void {
  if (roleMayCall(endpoint, role)) return;
  throw new DomainError(
    403,
    role === 'operator' ? 'This endpoint is for delivery partners' : 'This endpoint is for DeliverOS operations',
    'FORBIDDEN',
  );
}

/**
 * A bearer API key (server/domain/api-keys/authenticate.ts: 429, 401), on a partner endpoint only
 * (403 API_KEY_NOT_ALLOWED: a leaked key cannot mint or roll others, nor read the request log); a
 * test key acts on the partner's sandbox twin.
 */
async function authenticateKey(
  tx: Tx,
  endpoint: EndpointDef,
  secret: string,
  { client, now, enterSandbox }: { client: string; now: number; enterSandbox?: EnterSandbox | undefined },
): Promise<Caller> {
  const { key, owner } = await keyOf(tx, secret, client, now);
  if (!apiKeyMayCall(endpoint)) {
    throw new DomainError(
      403,
      'This endpoint needs a dashboard sign-in: an API key cannot call it',
      'API_KEY_NOT_ALLOWED',
    );
  }
  const caller: Caller = { user: owner, session: null, partnerId: owner.id, livemode: true };
  if (key.mode === 'live') return caller;
  if (!enterSandbox) throw notOnServer('Test mode and the sandbox');
  return enterSandbox(tx, caller, now);
}

export async function authenticate(
  tx: Tx,
  endpoint: EndpointDef,
  request: Request,
  now: number,
  { testMode, client, enterSandbox }: Authenticators,
): Promise<Caller | null> {
  if (endpoint.auth === 'public') return null;
  const token = bearerToken(request);
  if (isApiKeySecret(token)) return authenticateKey(tx, endpoint, token, { client, now, enterSandbox });
  const { user, session } = await authenticateToken(tx, token, endpoint.auth === 'refresh' ? 'refresh' : 'access', now);
  refuseRole(endpoint, user.role);
  const caller: Caller = { user, session, partnerId: user.id, livemode: true };
  if (!testMode || user.role !== 'partner' || !apiKeyMayCall(endpoint)) return caller;
  if (!enterSandbox) throw notOnServer('Test mode and the sandbox');
  return enterSandbox(tx, caller, now);
}
