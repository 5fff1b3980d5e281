import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import {
  completeDelivery,
  getDeliveryProof,
  recordFailedAttempt,
  returnDelivery,
  verifyDeliveryCode,
} from '@/api/delivery-proof';
import type {
  CompleteDeliveryRequest,
  FailedAttemptRequest,
  ReturnDeliveryRequest,
  VerifyCodeRequest,
} from '@/api/schemas/delivery-proof';
import { apiQuery } from './api-query';
import { deliveryKeys, statusActionMutation } from './deliveries';
import { mutationHook } from './query-client';

/*
 * Proof of delivery and failed attempts (issue 27): loaded with the dialogs that send them. The
 * status moves go through the deliveries' status-action mutation (optimistic in every cached
 * list and detail, rolled back on refusal; the wallet, statistics and riders refetch).
 */

export const deliveryProofKeys = {
  proof: (id: string) => [...deliveryKeys.all, 'proof', id] as const,
};

export const deliveryProofQueries = {
  // A proof never changes once recorded.
  proof: (id: string) =>
    apiQuery(deliveryProofKeys.proof(id), (signal) => getDeliveryProof(id, signal), { staleTime: Infinity }),
};

/** Checking the code counts a try: the delivery's `deliveryCode` (tries left) is refetched. */
export const verifyDeliveryCodeMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ id, ...body }: { id: string } & VerifyCodeRequest) => verifyDeliveryCode(id, body),
    onSettled: (_reply, _error, { id }) => queryClient.invalidateQueries({ queryKey: deliveryKeys.detail(id) }),
  });
export const useVerifyDeliveryCode = mutationHook(verifyDeliveryCodeMutation);

export type CompleteDeliveryVariables = { id: string } & CompleteDeliveryRequest;
export const completeDeliveryMutation = (queryClient: QueryClient) =>
  statusActionMutation(
    queryClient,
    'deliver',
    ({ id, ...body }: CompleteDeliveryVariables) => completeDelivery(id, body),
    () => 'delivered',
  );
export const useCompleteDelivery = mutationHook(completeDeliveryMutation);

export type FailedAttemptVariables = { id: string } & FailedAttemptRequest;
export const failedAttemptMutation = (queryClient: QueryClient) =>
  statusActionMutation(
    queryClient,
    'attempt',
    ({ id, ...body }: FailedAttemptVariables) => recordFailedAttempt(id, body),
    () => 'in-transit',
  );
export const useRecordFailedAttempt = mutationHook(failedAttemptMutation);

export type ReturnDeliveryVariables = { id: string } & ReturnDeliveryRequest;
export const returnDeliveryMutation = (queryClient: QueryClient) =>
  statusActionMutation(
    queryClient,
    'return',
    ({ id, ...body }: ReturnDeliveryVariables) => returnDelivery(id, body),
    () => 'returned',
  );
export const useReturnDelivery = mutationHook(returnDeliveryMutation);
