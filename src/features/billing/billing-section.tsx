import { BillingInfoCard } from './billing-info-card';
import { InvoicesCard } from './invoices-card';
import { PaymentMethodsCard } from './payment-methods-card';
import { PlanCard } from './plan-card';

/**
 * What the partner pays DeliverOS (issue 24): the plan and its usage, the billing history
 * (invoices), the methods they are charged to and the details on them. Where the partner's own
 * money goes (payout accounts, transactions) is the wallet's.
 */
export function BillingSection() {
  return (
    <div className="space-y-4 sm:space-y-6">
      <PlanCard />
      <InvoicesCard />
      <PaymentMethodsCard />
      <BillingInfoCard />
    </div>
  );
}
