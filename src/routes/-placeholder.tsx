import { AuthCard } from './-auth-layout';

// Temporary screen body for routes the public-screens issue fills in.
export function Placeholder({ title }: { title: string }) {
  return (
    <AuthCard title={title}>
      <p className="text-center text-sm text-slate-600">This screen is coming soon.</p>
    </AuthCard>
  );
}
