import { z } from 'zod/mini';
import * as s from '../schemas/api-keys';
import { endpoint, type EndpointDef } from './endpoint';

/**
 * The partner's API keys (issue 25). Dashboard only: an API key cannot call these
 * (403 API_KEY_NOT_ALLOWED, server/http/authenticate.ts), so a leaked key cannot mint or roll others.
 */
export const apiKeyEndpoints = {
  listApiKeys: endpoint({ method: 'GET', path: '/api/api-keys', auth: 'user', reply: z.array(s.apiKey) }),
  createApiKey: endpoint({
    method: 'POST',
    path: '/api/api-keys',
    auth: 'user',
    body: s.createApiKeyRequest,
    reply: s.apiKeyWithSecret,
    status: 201,
  }),
  rollApiKey: endpoint({
    method: 'POST',
    path: '/api/api-keys/:id/roll',
    auth: 'user',
    body: s.rollApiKeyRequest,
    reply: s.apiKeyWithSecret,
    status: 201,
  }),
  revokeApiKey: endpoint({ method: 'DELETE', path: '/api/api-keys/:id', auth: 'user', reply: s.apiKey }),
} as const;

/**
 * Whether an API key may call `def`: a partner's endpoints only — never an operator's or the
 * session's (`role` set: me, sign-out, refresh), nor the keys' own management or their request logs, nor /api/auth. The same endpoints
 * answer from the sandbox in the dashboard's test mode (server/domain/partners/sandbox.ts).
 */
export const apiKeyMayCall = (def: Pick<EndpointDef, 'auth' | 'role' | 'path'>): boolean =>
  def.auth === 'user' && def.role === undefined && !/^\/api\/(api-keys|request-logs|auth)(\/|$)/.test(def.path);
