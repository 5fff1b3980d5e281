import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '@/features/auth/reset-password-page';
import { validateResetPasswordSearch } from '@/features/auth/search';

export const Route = createFileRoute('/reset-password')({
  validateSearch: validateResetPasswordSearch,
  // The page calls the API (POST /api/auth/reset-password): the data layer first.
  beforeLoad: async ({ context }) => {
    await context.dataLayer.load();
  },
  component: ResetPasswordPage,
});
