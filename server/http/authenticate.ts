import { roleMayCall, type EndpointDef } from '@/api/endpoints';
import { apiKeyMayCall } from '@/api/contract/api-keys';
import { authenticateToken } from '../domain/auth/sessions';
import { DomainError } from '../domain/errors';
import { openSandbox } from '../domain/partners/sandbox';
import type { Tx } from '../domain/ports';
import type { Caller } from './routes/table';

/*
 * Who calls: nobody for a public endpoint; else the bearer token's sign-in (an access token, or
 * the refresh token for POST /api/auth/refresh), or an API key. The account's role must be one
 * the endpoint takes (403). In the dashboard's test mode (the `X-DeliverOS-Mode: test` header) a
 * partner acts on its sandbox twin, on the endpoints an API key may call.
 */

/** The request's `Authorization: Bearer …` token (an access or refresh token, or a key), or null. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get('Authorization') ?? '';
  return header.startsWith('Bearer ') ? header.slice(7) : null;
}

export const isApiKeySecret = (token: string | null): token is string =>
  token !== null && (token.startsWith('sk_test_') || token.startsWith('sk_live_'));

/** API keys, where a runtime has them (the mock until keys move to the server: issue 39). */
export interface ApiKeyAuthenticator {
  authenticate(tx: Tx, endpoint: EndpointDef, secret: string, now: number): Promise<Caller>;
}

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
  apiKeys?: ApiKeyAuthenticator;
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

export async function authenticate(
  tx: Tx,
  endpoint: EndpointDef,
  request: Request,
  now: number,
  { testMode, apiKeys, enterSandbox }: Authenticators,
): Promise<Caller | null> {
  if (endpoint.auth === 'public') return null;
  const token = bearerToken(request);
  if (isApiKeySecret(token)) {
    if (!apiKeys) throw notOnServer('API keys');
    return apiKeys.authenticate(tx, endpoint, token, now);
  }
  const { user, session } = await authenticateToken(tx, token, endpoint.auth === 'refresh' ? 'refresh' : 'access', now);
  refuseRole(endpoint, user.role);
  const caller: Caller = { user, session, partnerId: user.id, livemode: true };
  if (!testMode || user.role !== 'partner' || !apiKeyMayCall(endpoint)) return caller;
  if (!enterSandbox) throw notOnServer('Test mode and the sandbox');
  return enterSandbox(tx, caller, now);
}
