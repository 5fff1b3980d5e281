import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { getCustomerMessages, updateCustomerMessages } from '@/api/customer-messages';
import type { CustomerMessageSettings } from '@/api/schemas/customer-messages';
import { apiQuery } from './api-query';
import { mutationHook } from './query-client';

/** The messages a partner's customers get (issue 28): loaded with the Profile's card that edits them. */
export const customerMessageKeys = {
  all: ['customer-messages'] as const,
};

export const customerMessageQueries = {
  settings: () => apiQuery(customerMessageKeys.all, getCustomerMessages),
};

/** Saved whole; the reply (trimmed templates) is what the card shows next. */
export const updateCustomerMessagesMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (body: CustomerMessageSettings) => updateCustomerMessages(body),
    onSuccess: (saved) => queryClient.setQueryData(customerMessageKeys.all, saved),
  });
export const useUpdateCustomerMessages = mutationHook(updateCustomerMessagesMutation);
