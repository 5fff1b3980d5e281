import { createFileRoute, redirect } from '@tanstack/react-router';

/** /deliveries is a bookmarkable shortcut to its dashboard section (PRODUCT.md). */
export const Route = createFileRoute('/_authenticated/deliveries')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard/deliveries', replace: true });
  },
});
