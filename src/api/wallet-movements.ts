import { request } from './client';
import { walletMovementEndpoints as endpoints } from './contract/wallet-movements';
import type { TopUpRequest, TransferRequest, WithdrawRequest } from './schemas/wallet-movements';

/** Money moves carry the Idempotency-Key of the user action: a retry with the same key never charges twice. */
export const topUp = (body: TopUpRequest, idempotencyKey: string) => request(endpoints.topUp, { body, idempotencyKey });
export const transfer = (body: TransferRequest, idempotencyKey: string) =>
  request(endpoints.transfer, { body, idempotencyKey });
export const withdraw = (body: WithdrawRequest, idempotencyKey: string) =>
  request(endpoints.withdraw, { body, idempotencyKey });
export const resolveRecipient = (email: string, signal?: AbortSignal) =>
  request(endpoints.resolveRecipient, { query: { email }, signal });
