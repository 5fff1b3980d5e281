import { Outlet } from '@tanstack/react-router';

/** The open section's room inside the app frame (app-frame.tsx). */
export function DashboardLayout() {
  return (
    <div id="dashboard-section" className="mx-auto max-w-7xl px-3 py-4 sm:px-6 sm:py-6 lg:px-8">
      <Outlet />
    </div>
  );
}
