import type { ReactNode } from 'react';
import { BillingInfoCard } from './billing-info-card';
import { PaymentMethodsCard } from './payment-methods-card';

/** Billing information, payment methods and the billing history (`history`), stacked full width. */
export function BillingSection({ history }: { history: ReactNode }) {
  return (
    <div className="space-y-4 sm:space-y-6">
      <BillingInfoCard />
      <PaymentMethodsCard />
      {history}
    </div>
  );
}
