import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { createPaymentMethod, deletePaymentMethod, updateBillingInfo, updatePaymentMethod } from '@/api/billing';
import type {
  CreatePaymentMethodRequest,
  PaymentMethod,
  UpdateBillingInfoRequest,
  UpdatePaymentMethodRequest,
} from '@/api/schemas';
import { billingKeys } from './billing';
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
const invalidatePaymentMethods = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: billingKeys.paymentMethods() });

export const createPaymentMethodMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (body: CreatePaymentMethodRequest) => createPaymentMethod(body),
    onSuccess: () => invalidatePaymentMethods(queryClient),
  });
export const useCreatePaymentMethod = mutationHook(createPaymentMethodMutation);

export type UpdatePaymentMethodVariables = { id: string } & UpdatePaymentMethodRequest;

export const updatePaymentMethodMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ id, ...changes }: UpdatePaymentMethodVariables) => updatePaymentMethod(id, changes),
    onSuccess: (method) => {
      queryClient.setQueryData<PaymentMethod[]>(billingKeys.paymentMethods(), (methods) =>
        methods?.map((m) => (m.id === method.id ? method : m)),
      );
      return invalidatePaymentMethods(queryClient);
    },
  });
export const useUpdatePaymentMethod = mutationHook(updatePaymentMethodMutation);

export const deletePaymentMethodMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ id }: { id: string }) => deletePaymentMethod(id),
    onSuccess: ({ id }) => {
      queryClient.setQueryData<PaymentMethod[]>(billingKeys.paymentMethods(), (methods) =>
        methods?.filter((m) => m.id !== id),
      );
      return invalidatePaymentMethods(queryClient);
    },
  });
export const useDeletePaymentMethod = mutationHook(deletePaymentMethodMutation);
