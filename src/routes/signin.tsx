import { createFileRoute, redirect } from '@tanstack/react-router';
import { sessionQueries } from '@/queries/session';
import { SignInPage } from './-features/auth/signin-page';
import { validateSignInSearch } from './-search';

export const Route = createFileRoute('/signin')({
  validateSearch: validateSignInSearch,
  beforeLoad: async ({ context }) => {
    // A signed-in partner has nothing to do here.
    const queryClient = await context.dataLayer.load();
    const user = await queryClient.ensureQueryData(sessionQueries.me());
    if (user) throw redirect({ to: '/dashboard', replace: true });
    return { queryClient };
  },
  component: SignInPage,
});
