import { useRouteContext } from '@tanstack/react-router';

// Placeholder until the dashboard issue: the four tabs land here.
export function DashboardPage() {
  const { user } = useRouteContext({ from: '/_authenticated' });
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Partner Dashboard</h1>
      <p className="mt-1 text-slate-600">Welcome, {user.firstName}</p>
    </section>
  );
}
