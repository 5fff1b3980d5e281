import { createFileRoute } from '@tanstack/react-router';
import { DashboardLayout } from '@/features/dashboard/dashboard-layout';

/** The dashboard's sections (child routes) inside the app frame (the /_authenticated route). */
export const Route = createFileRoute('/_authenticated/dashboard')({
  component: DashboardLayout,
});
