import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { createPaymentMethod, deletePaymentMethod, updateBillingInfo, updatePaymentMethod } from '@/api/billing';
import type { UpdateBillingInfoRequest, UpdatePaymentMethodRequest } from '@/api/schemas';
import { billingKeys } from './billing';
import { deletingFromList, invalidating, updatingInList } from './cache-effects';
import { mutationHook } from './query-client';

/*
 * The billing writes, apart from the queries (billing.ts): the overview strip reads the billing
 * info on every signed-in first visit; these load with the billing section.
 */

/** The reply is the saved billing info: nothing else to refetch. */
export const updateBillingInfoMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (body: UpdateBillingInfoRequest) => updateBillingInfo(body),
    onSuccess: (info) => {
      queryClient.setQueryData(billingKeys.info(), info);
    },
  });
export const useUpdateBillingInfo = mutationHook(updateBillingInfoMutation);

/*
 * Payment-method writes refetch the list: a new or edited default method un-defaults the
 * others on the server, which a single reply cannot tell.
 */
export const createPaymentMethodMutation = invalidating(createPaymentMethod, [billingKeys.paymentMethods()]);
export const useCreatePaymentMethod = mutationHook(createPaymentMethodMutation);

export type UpdatePaymentMethodVariables = { id: string } & UpdatePaymentMethodRequest;

export const updatePaymentMethodMutation = updatingInList(
  ({ id, ...changes }: UpdatePaymentMethodVariables) => updatePaymentMethod(id, changes),
  billingKeys.paymentMethods(),
);
export const useUpdatePaymentMethod = mutationHook(updatePaymentMethodMutation);

export const deletePaymentMethodMutation = deletingFromList(
  ({ id }: { id: string }) => deletePaymentMethod(id),
  billingKeys.paymentMethods(),
);
export const useDeletePaymentMethod = mutationHook(deletePaymentMethodMutation);
