import { request } from './client';
import { apiKeyEndpoints as endpoints } from './contract/api-keys';
import type { CreateApiKeyRequest, RollApiKeyRequest } from './schemas/api-keys';

export const listApiKeys = (signal?: AbortSignal) => request(endpoints.listApiKeys, { signal });
export const createApiKey = (body: CreateApiKeyRequest) => request(endpoints.createApiKey, { body });
export const rollApiKey = (id: string, body: RollApiKeyRequest) =>
  request(endpoints.rollApiKey, { params: { id }, body });
export const revokeApiKey = (id: string) => request(endpoints.revokeApiKey, { params: { id } });
