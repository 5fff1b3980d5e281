import { createFileRoute, redirect } from '@tanstack/react-router';
import { apiAccessQueries } from '@/queries/api-access';
import { settled } from '@/queries/ensure';
import { sessionQueries } from '@/queries/session';
import { validateSignUpSearch } from '@/features/auth/search';
import { SignUpPage } from '@/features/auth/signup-page';

export const Route = createFileRoute('/signup')({
  validateSearch: validateSignUpSearch,
  loaderDeps: ({ search }) => ({ invitation: search.invitation }),
  beforeLoad: async ({ context }) => {
    // A signed-in partner has nothing to do here (docs/product.md#screens-and-routes).
    const queryClient = await context.dataLayer.load();
    const user = await queryClient.ensureQueryData(sessionQueries.me());
    if (user) throw redirect({ to: '/dashboard', replace: true });
    return { queryClient };
  },
  // An invitation link (issue 25): its pre-fill is asked for as the page loads; a failure shows on the page.
  loader: ({ context, deps }) =>
    deps.invitation
      ? settled([context.queryClient.ensureQueryData(apiAccessQueries.invitation(deps.invitation))])
      : undefined,
  component: SignUpPage,
});
