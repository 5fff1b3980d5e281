import { createFileRoute, redirect } from '@tanstack/react-router';

/** /routes is a bookmarkable shortcut to the routes section (PRODUCT.md). */
export const Route = createFileRoute('/_authenticated/routes')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard/routes', replace: true });
  },
});
