// Placeholder until the dashboard issue fills the Wallet tab.
export function WalletTab() {
  return <p className="text-sm text-slate-600">Wallet — coming soon.</p>;
}
