// Placeholder until the dashboard issue fills the Billing tab.
export function BillingTab() {
  return <p className="text-sm text-slate-600">Billing — coming soon.</p>;
}
