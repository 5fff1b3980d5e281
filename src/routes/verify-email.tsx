import { createFileRoute } from '@tanstack/react-router';
import { validateVerifyEmailSearch } from '@/features/auth/search';
import { VerifyEmailPage } from '@/features/auth/verify-email-page';

export const Route = createFileRoute('/verify-email')({
  validateSearch: validateVerifyEmailSearch,
  // The page calls the API (POST /api/auth/verify-email): the data layer first.
  beforeLoad: async ({ context }) => {
    await context.dataLayer.load();
  },
  component: VerifyEmailPage,
});
