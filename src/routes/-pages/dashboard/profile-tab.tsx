import { AccountSettingsCard } from './profile/account-settings-card';
import { DeliveryRoutesCard } from './profile/delivery-routes-card';
import { DeliveryStatisticsCard } from './profile/delivery-statistics-card';
import { ProfileCard } from './profile/profile-card';

/**
 * The partner's profile, delivery statistics, delivery routes and account settings. Each
 * card loads, fails and retries on its own (the dashboard's loader has already started
 * every request). Reading order on a phone: profile, statistics, routes, settings.
 */
export function ProfileTab() {
  return (
    <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
      <div className="lg:col-span-1 lg:self-stretch">
        <ProfileCard />
      </div>
      <div className="lg:col-span-2 lg:self-stretch">
        <DeliveryStatisticsCard />
      </div>
      <div className="lg:col-span-2">
        <DeliveryRoutesCard />
      </div>
      <div className="lg:col-span-1">
        <AccountSettingsCard />
      </div>
    </div>
  );
}
