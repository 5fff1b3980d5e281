import { delivery } from '../schemas/deliveries';
import * as s from '../schemas/delivery-proof';
import { endpoint } from './endpoint';

/** Proof of delivery and failed attempts (issue 27): what Mark as Delivered and its alternatives send. */
export const deliveryProofEndpoints = {
  verifyDeliveryCode: endpoint({
    method: 'POST',
    path: '/api/deliveries/:id/verify-code',
    auth: 'user',
    body: s.verifyCodeRequest,
    reply: s.verifyCodeReply,
  }),
  completeDelivery: endpoint({
    method: 'POST',
    path: '/api/deliveries/:id/deliver',
    auth: 'user',
    body: s.completeDeliveryRequest,
    reply: delivery,
  }),
  getDeliveryProof: endpoint({
    method: 'GET',
    path: '/api/deliveries/:id/proof',
    auth: 'user',
    reply: s.deliveryProof,
  }),
  recordFailedAttempt: endpoint({
    method: 'POST',
    path: '/api/deliveries/:id/attempts',
    auth: 'user',
    body: s.failedAttemptRequest,
    reply: delivery,
  }),
  returnDelivery: endpoint({
    method: 'POST',
    path: '/api/deliveries/:id/return',
    auth: 'user',
    body: s.returnDeliveryRequest,
    reply: delivery,
  }),
} as const;
