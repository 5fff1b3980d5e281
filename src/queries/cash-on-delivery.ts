import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { getCodReport, getCodSettings, remitCod, updateCodSettings } from '@/api/cash-on-delivery';
import type { CodSettings } from '@/api/schemas/cash-on-delivery';
import { apiQuery } from './api-query';
import { deliveryKeys } from './deliveries';
import { invalidating } from './cache-effects';
import { mutationHook } from './query-client';
import { walletKeys } from './wallet-keys';

/*
 * Cash on delivery (issue 28). The report lives under the riders' key: every delivery's status
 * action already refetches `['riders']` (./riders), and delivering is what fills the report.
 */
export const codKeys = {
  all: ['riders', 'cash-on-delivery'] as const,
  report: (day: string | undefined) => [...codKeys.all, 'report', day ?? 'today'] as const,
  settings: () => [...codKeys.all, 'settings'] as const,
};

export const codQueries = {
  /** One Lagos day (`undefined`: today, as the server's clock says). */
  report: (day: string | undefined) =>
    apiQuery(codKeys.report(day), (signal) => getCodReport(day ? { day } : {}, signal)),
  settings: () => apiQuery(codKeys.settings(), getCodSettings),
};

/**
 * The cash handed in: the report's figures, the wallet (a `cod-remittance` credit) and the
 * needs-attention list (a short collection leaves it) all change.
 */
export const remitCodMutation = invalidating(remitCod, [codKeys.all, walletKeys.all, deliveryKeys.all]);
export const useRemitCod = mutationHook(remitCodMutation);

/** The fee changes what the report says "Mark remitted" keeps back. */
export const updateCodSettingsMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (body: CodSettings) => updateCodSettings(body),
    onSuccess: (saved) => {
      queryClient.setQueryData(codKeys.settings(), saved);
      return queryClient.invalidateQueries({ queryKey: [...codKeys.all, 'report'] });
    },
  });
export const useUpdateCodSettings = mutationHook(updateCodSettingsMutation);
