import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  createPayoutAccount,
  deletePayoutAccount,
  listBanks,
  listPayoutAccounts,
  resolveBankAccount,
  setDefaultPayoutAccount,
} from '@/api/payouts';
import type { BankAccountRequest, PayoutAccount } from '@/api/schemas/payouts';
import { apiQuery } from './api-query';
import { removeFromList } from './cache-effects';
import { mutationHook } from './query-client';

/* Banks, name enquiry and the partner's payout accounts (where withdrawals go). */

export const payoutKeys = {
  all: ['payouts'] as const,
  banks: () => [...payoutKeys.all, 'banks'] as const,
  accounts: () => [...payoutKeys.all, 'accounts'] as const,
  accountNames: () => [...payoutKeys.all, 'account-name'] as const,
  accountName: (account: BankAccountRequest) =>
    [...payoutKeys.accountNames(), account.bankCode, account.accountNumber] as const,
};

export const payoutQueries = {
  /** GET /api/banks: the list hardly changes during a visit. */
  banks: () =>
    apiQuery(payoutKeys.banks(), listBanks, {
      staleTime: Infinity,
      // A list that failed is asked for again when the dialog opens again (no loader shows it).
      retryOnMount: true,
    }),
  /** GET /api/payout-accounts: the default first. */
  accounts: () => apiQuery(payoutKeys.accounts(), listPayoutAccounts),
  /** POST /api/banks/resolve: a lookup, cached per bank and number (a name does not change). */
  accountName: (account: BankAccountRequest) =>
    queryOptions({
      queryKey: payoutKeys.accountName(account),
      queryFn: () => resolveBankAccount(account),
      staleTime: Infinity,
    }),
};

/** The list as the server orders it: the default first, then the newest. */
const ordered = (accounts: PayoutAccount[]) =>
  [...accounts].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.createdAt.localeCompare(a.createdAt));

export const createPayoutAccountMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (body: BankAccountRequest) => createPayoutAccount(body),
    onSuccess: (account) =>
      queryClient.setQueryData<PayoutAccount[]>(payoutKeys.accounts(), (accounts = []) =>
        ordered([...accounts.map((a) => (account.isDefault ? { ...a, isDefault: false } : a)), account]),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutKeys.accounts() }),
  });
export const useCreatePayoutAccount = mutationHook(createPayoutAccountMutation);

/** Choosing the default is instant on screen (optimistic), rolled back if the server refuses. */
export const setDefaultPayoutAccountMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (id: string) => setDefaultPayoutAccount(id),
    onMutate: async (id: string) => {
      await queryClient.cancelQueries({ queryKey: payoutKeys.accounts() });
      const before = queryClient.getQueryData<PayoutAccount[]>(payoutKeys.accounts());
      queryClient.setQueryData<PayoutAccount[]>(
        payoutKeys.accounts(),
        (accounts) => accounts && ordered(accounts.map((a) => ({ ...a, isDefault: a.id === id }))),
      );
      return { before };
    },
    onError: (_error, _id, context) => queryClient.setQueryData(payoutKeys.accounts(), context?.before),
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutKeys.accounts() }),
  });
export const useSetDefaultPayoutAccount = mutationHook(setDefaultPayoutAccountMutation);

export const deletePayoutAccountMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (id: string) => deletePayoutAccount(id),
    onSuccess: ({ id }) => removeFromList(queryClient, payoutKeys.accounts(), id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutKeys.accounts() }),
  });
export const useDeletePayoutAccount = mutationHook(deletePayoutAccountMutation);
