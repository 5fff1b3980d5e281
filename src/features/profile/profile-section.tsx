import { Suspense } from 'react';
import { lazyAfterFirstPage } from '@/first-page-settled';
import { AccountSettingsCard } from './account-settings-card';
import { CustomerMessagesPending } from './customer-messages-shell';
import { DeliveryStatisticsCard } from './delivery-statistics-card';
import { ProfileCard } from './profile-card';

// The customer messages card (its form, previews and writes) loads after the first page has
// settled: below the fold, it does not compete with the section's first screen.
const CustomerMessagesCard = lazyAfterFirstPage(
  () => import('./customer-messages/customer-messages-card'),
  'CustomerMessagesCard',
);

/**
 * The partner's profile, delivery statistics, account settings and customer messages (the
 * routes have their own section). Each card loads, fails and retries on its own (the
 * dashboard's loader has already started every request but the customer messages', which
 * comes with its card). Reading order on a phone: profile, statistics, settings, messages.
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
      <div className="lg:col-span-3">
        <Suspense fallback={<CustomerMessagesPending />}>
          <CustomerMessagesCard />
        </Suspense>
      </div>
    </div>
  );
}
