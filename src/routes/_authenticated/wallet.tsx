import { createFileRoute, redirect } from '@tanstack/react-router';

/** /wallet is a bookmarkable shortcut to its dashboard section (PRODUCT.md). */
export const Route = createFileRoute('/_authenticated/wallet')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard/wallet', replace: true });
  },
});
