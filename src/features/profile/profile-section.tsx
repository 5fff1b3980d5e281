import { AccountSettingsCard } from './account-settings-card';
import { DeliveryStatisticsCard } from './delivery-statistics-card';
import { ProfileCard } from './profile-card';

/**
 * The partner's profile, delivery statistics and account settings (the routes have their own section). Each
 * card loads, fails and retries on its own (the dashboard's loader has already started
 * every request). Reading order on a phone: profile, statistics, settings.
 */
export function ProfileSection() {
  return (
    <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
      <div className="lg:col-span-1 lg:self-stretch">
        <ProfileCard />
      </div>
      <div className="lg:col-span-2 lg:self-stretch">
        <DeliveryStatisticsCard />
      </div>
      <div className="lg:col-span-3">
        <AccountSettingsCard />
      </div>
    </div>
  );
}
