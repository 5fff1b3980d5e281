import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import {
  getPartnerProfile,
  getPartnerSettings,
  setCompanyName,
  updatePartnerProfile,
  updatePartnerSettings,
} from '@/api/partner';
import type {
  BillingInfo,
  PartnerSettings,
  SetCompanyNameRequest,
  UpdatePartnerProfileRequest,
  UpdatePartnerSettingsRequest,
} from '@/api/schemas';
import { apiQuery } from './api-query';
import { billingKeys } from './billing';
import { mutationHook } from './query-client';
import { sessionKeys } from './session';

export const partnerKeys = {
  all: ['partner'] as const,
  profile: () => [...partnerKeys.all, 'profile'] as const,
  settings: () => [...partnerKeys.all, 'settings'] as const,
};

export const partnerQueries = {
  profile: () => apiQuery(partnerKeys.profile(), getPartnerProfile),
  settings: () => apiQuery(partnerKeys.settings(), getPartnerSettings),
};

/**
 * The reply is the saved profile. The signed-in user (header greeting) shares its name,
 * e-mail and phone, so the session's user takes them over too — no refetch of `me`.
 */
export const updatePartnerProfileMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (body: UpdatePartnerProfileRequest) => updatePartnerProfile(body),
    onSuccess: (profile) => {
      queryClient.setQueryData(partnerKeys.profile(), profile);
      const { firstName, lastName, email, phone, companyName } = profile;
      queryClient.setQueryData(sessionKeys.me(), (user) =>
        user ? { ...user, firstName, lastName, email, phone, companyName } : user,
      );
      // The server names billing details that had no company after the profile's (issue 24).
      queryClient.setQueryData<BillingInfo>(billingKeys.info(), (info) =>
        info?.companyName === '' ? { ...info, companyName } : info,
      );
    },
  });
export const useUpdatePartnerProfile = mutationHook(updatePartnerProfileMutation);

/**
 * The onboarding step's answer names the company on the profile (the reply), the session's
 * user (the overview's notice asks no more) and the billing details (the overview's tile, the
 * Billing section): pending until the billing details are fresh.
 */
export const setCompanyNameMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (body: SetCompanyNameRequest) => setCompanyName(body),
    onSuccess: (profile) => {
      queryClient.setQueryData(partnerKeys.profile(), profile);
      const { companyName } = profile;
      queryClient.setQueryData(sessionKeys.me(), (user) => (user ? { ...user, companyName } : user));
      return queryClient.invalidateQueries({ queryKey: billingKeys.info() });
    },
  });
export const useSetCompanyName = mutationHook(setCompanyNameMutation);

const updateSettingsKey = [...partnerKeys.settings(), 'update'] as const;

/**
 * Settings are switches: the new values show at once and roll back if the save fails.
 * While a later toggle is still in flight, an earlier reply is not written over it (it
 * predates that toggle); the last one to settle writes the server's state.
 */
export const updatePartnerSettingsMutation = (queryClient: QueryClient) => {
  const isLastPending = () => queryClient.isMutating({ mutationKey: updateSettingsKey }) === 1;
  return mutationOptions({
    mutationKey: updateSettingsKey,
    mutationFn: (changes: UpdatePartnerSettingsRequest) => updatePartnerSettings(changes),
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: partnerKeys.settings() });
      const previous = queryClient.getQueryData<PartnerSettings>(partnerKeys.settings());
      if (previous) queryClient.setQueryData(partnerKeys.settings(), { ...previous, ...changes });
      return { previous };
    },
    onSuccess: (settings) => {
      if (isLastPending()) queryClient.setQueryData(partnerKeys.settings(), settings);
    },
    onError: (_error, _changes, context) => {
      if (context?.previous) queryClient.setQueryData(partnerKeys.settings(), context.previous);
      return isLastPending() ? queryClient.invalidateQueries({ queryKey: partnerKeys.settings() }) : undefined;
    },
  });
};
export const useUpdatePartnerSettings = mutationHook(updatePartnerSettingsMutation);
