import { createFileRoute, redirect } from '@tanstack/react-router';
import { tokenStorage } from '@/api/token-storage';
import { sessionQueries } from '@/queries/session';
import { SignInPage } from '@/features/auth/signin-page';
import { validateSignInSearch } from '@/search-params';

export const Route = createFileRoute('/signin')({
  validateSearch: validateSignInSearch,
  beforeLoad: async ({ context }) => {
    // A signed-in partner has nothing to do here. Without a stored session there is nothing to
    // check: the page renders without the data layer (it loads when the partner starts).
    if (!tokenStorage.hasSession()) return;
    const queryClient = await context.dataLayer.load();
    const user = await queryClient.ensureQueryData(sessionQueries.me());
    if (user) throw redirect({ to: '/dashboard', replace: true });
  },
  component: SignInPage,
});
