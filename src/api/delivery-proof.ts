import { request } from './client';
import { deliveryProofEndpoints as endpoints } from './contract/delivery-proof';
import type {
  CompleteDeliveryRequest,
  FailedAttemptRequest,
  ReturnDeliveryRequest,
  VerifyCodeRequest,
} from './schemas/delivery-proof';

export const verifyDeliveryCode = (id: string, body: VerifyCodeRequest) =>
  request(endpoints.verifyDeliveryCode, { params: { id }, body });
export const completeDelivery = (id: string, body: CompleteDeliveryRequest) =>
  request(endpoints.completeDelivery, { params: { id }, body });
export const getDeliveryProof = (id: string, signal?: AbortSignal) =>
  request(endpoints.getDeliveryProof, { params: { id }, signal });
export const recordFailedAttempt = (id: string, body: FailedAttemptRequest) =>
  request(endpoints.recordFailedAttempt, { params: { id }, body });
export const returnDelivery = (id: string, body: ReturnDeliveryRequest = {}) =>
  request(endpoints.returnDelivery, { params: { id }, body });
