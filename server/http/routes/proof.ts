import { recordFailedAttempt, returnDelivery } from '../../domain/deliveries/attempts';
import { completeDelivery, getDeliveryProof, verifyDeliveryCode } from '../../domain/deliveries/proof-of-delivery';
import type { Caller, RouteTable } from './table';

/** Which delivery a request acts on, for whom, and when. */
const acting = (caller: Caller, id: string | undefined, now: number) => ({ partnerId: caller.partnerId, id, now });

/** Proof of delivery and failed attempts: the recipient's code, the hand-over, the proof, an attempt, the return (server/domain/deliveries). */
export const proofRoutes = {
  verifyDeliveryCode: ({ ctx, caller, params, body, now }) =>
    verifyDeliveryCode(ctx, acting(caller, params.id, now), body.code),
  completeDelivery: ({ ctx, caller, params, body, now }) => completeDelivery(ctx, acting(caller, params.id, now), body),
  getDeliveryProof: ({ ctx, caller, params }) => getDeliveryProof(ctx, caller.partnerId, params.id),
  recordFailedAttempt: ({ ctx, caller, params, body, now }) =>
    recordFailedAttempt(ctx, acting(caller, params.id, now), body),
  returnDelivery: ({ ctx, caller, params, body, now }) => returnDelivery(ctx, acting(caller, params.id, now), body),
} satisfies RouteTable;
