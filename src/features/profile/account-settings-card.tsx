import { useQuery } from '@tanstack/react-query';
import type { PartnerSettings, ProofRequirements, UpdatePartnerSettingsRequest } from '@/api/schemas';
import { SettingRow } from '@/features/profile/setting-row';
import { Card, CardHeader } from '@/components/ui/card';
import { SwitchRowsSkeleton } from '@/components/ui/section-card';
import { notify } from '@/components/ui/toast';
import { partnerQueries, useUpdatePartnerSettings } from '@/queries/partner';
import { QueryStates } from '@/components/feedback/list-states';

interface Row {
  key: string;
  label: string;
  description: string;
  value: (settings: PartnerSettings) => boolean;
  change: (checked: boolean, settings: PartnerSettings) => UpdatePartnerSettingsRequest;
}

const flag = (key: 'emailNotifications' | 'smsNotifications' | 'autoAccept', label: string, description: string) =>
  ({ key, label, description, value: (s) => s[key], change: (checked) => ({ [key]: checked }) }) satisfies Row;

/** Proof of delivery (issue 27): what Mark as Delivered asks for, sent whole. */
const proof = (key: keyof ProofRequirements, label: string, description: string): Row => ({
  key: `proof-${key}`,
  label,
  description,
  value: (s) => s.proofOfDelivery[key],
  change: (checked, s) => ({ proofOfDelivery: { ...s.proofOfDelivery, [key]: checked } }),
});

const rows: Row[] = [
  flag('emailNotifications', 'Email Notifications', 'New delivery requests and payouts by email.'),
  flag('smsNotifications', 'SMS Notifications', 'Text alerts for urgent delivery updates.'),
  flag('autoAccept', 'Auto-Accept', 'Accept new delivery requests automatically.'),
  proof('code', 'Proof: delivery code', 'Text the recipient a 4-digit code at pickup; the rider asks for it.'),
  proof('signature', "Proof: recipient's signature", "The recipient's name and a signature at the door."),
  proof('photo', 'Proof: photo', 'A photo of the parcel where it was left.'),
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
        <QueryStates
          query={settings}
          keepData
          skeleton={<SwitchRowsSkeleton rows={rows.length} label="w-32" description="w-52" />}
          failed="We couldn't load your settings."
        >
          {(data) => (
            <ul className="divide-y divide-slate-100">
              {rows.map(({ key, label, description, value, change }) => (
                <SettingRow
                  key={key}
                  label={label}
                  description={description}
                  checked={value(data)}
                  onCheckedChange={(checked) =>
                    update.mutate(change(checked, data), {
                      onError: () => notify.error(settingsMessages.failed),
                    })
                  }
                />
              ))}
            </ul>
          )}
        </QueryStates>
      </Card>
    </section>
  );
}
