import { createFileRoute, redirect } from '@tanstack/react-router';
import { sessionQueries } from '@/queries/session';
import { SignUpPage } from '@/features/auth/signup-page';

export const Route = createFileRoute('/signup')({
  beforeLoad: async ({ context }) => {
    // A signed-in partner has nothing to do here (PRODUCT.md).
    const queryClient = await context.dataLayer.load();
    const user = await queryClient.ensureQueryData(sessionQueries.me());
    if (user) throw redirect({ to: '/dashboard', replace: true });
    return { queryClient };
  },
  component: SignUpPage,
});
