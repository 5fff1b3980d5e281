// Placeholder until the dashboard issue fills the Deliveries tab.
export function DeliveriesTab() {
  return <p className="text-sm text-slate-600">Deliveries — coming soon.</p>;
}
