import { useQuery } from '@tanstack/react-query';
import type { PartnerSettings } from '@/api/schemas';
import { LoadError } from '@/components/feedback/load-error';
import { SettingRow } from '@/features/profile/setting-row';
import { Card, CardHeader, Skeleton } from '@/components/ui/card';
import { notify } from '@/components/ui/toast';
import { partnerQueries, useUpdatePartnerSettings } from '@/queries/partner';

const rows: Array<{ key: keyof PartnerSettings; label: string; description: string }> = [
  {
    key: 'emailNotifications',
    label: 'Email Notifications',
    description: 'New delivery requests and payouts by email.',
  },
  { key: 'smsNotifications', label: 'SMS Notifications', description: 'Text alerts for urgent delivery updates.' },
  { key: 'autoAccept', label: 'Auto-Accept', description: 'Accept new delivery requests automatically.' },
];

export const settingsMessages = {
  failed: 'Failed to update settings. Please try again.',
} as const;

/** Switches that save at once (optimistic); a refused save flips the switch back. */
export function AccountSettingsCard() {
  const settings = useQuery(partnerQueries.settings());
  const update = useUpdatePartnerSettings();

  return (
    <section aria-labelledby="account-settings-heading" aria-busy={settings.isPending}>
      <Card>
        <CardHeader
          id="account-settings-heading"
          title="Account settings"
          description="Changes save as you make them."
        />
        {settings.data ? (
          <ul className="divide-y divide-slate-100">
            {rows.map(({ key, label, description }) => (
              <SettingRow
                key={key}
                label={label}
                description={description}
                checked={settings.data[key]}
                onCheckedChange={(checked) =>
                  update.mutate({ [key]: checked }, { onError: () => notify.error(settingsMessages.failed) })
                }
              />
            ))}
          </ul>
        ) : settings.isError ? (
          <LoadError
            message="We couldn't load your settings."
            onRetry={() => void settings.refetch()}
            retrying={settings.isFetching}
          />
        ) : (
          <div aria-hidden="true" className="divide-y divide-slate-100">
            {rows.map(({ key }) => (
              <div key={key} className="flex items-center justify-between gap-4 py-4 first:pt-0 last:pb-0">
                <div className="space-y-2">
                  <Skeleton className="h-4 w-32" />
                  <Skeleton className="h-3.5 w-52" />
                </div>
                <Skeleton className="h-6 w-11 rounded-full" />
              </div>
            ))}
          </div>
        )}
      </Card>
    </section>
  );
}
