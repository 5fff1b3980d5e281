// Placeholder until the dashboard issue fills the Profile tab.
export function ProfileTab() {
  return <p className="text-sm text-slate-600">Profile — coming soon.</p>;
}
