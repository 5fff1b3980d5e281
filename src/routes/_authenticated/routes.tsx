import { createFileRoute, redirect } from '@tanstack/react-router';

/** /routes lands on the delivery routes list, in the dashboard's Profile section (PRODUCT.md). */
export const Route = createFileRoute('/_authenticated/routes')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard/profile', hash: 'delivery-routes', replace: true });
  },
});
