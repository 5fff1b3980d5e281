import { BillingHistoryCard } from './billing/billing-history-card';
import { BillingInfoCard } from './billing/billing-info-card';
import { PaymentMethodsCard } from './billing/payment-methods-card';

/** Billing information, payment methods and the billing history, stacked full width. */
export function BillingTab() {
  return (
    <div className="space-y-4 sm:space-y-6">
      <BillingInfoCard />
      <PaymentMethodsCard />
      <BillingHistoryCard />
    </div>
  );
}
