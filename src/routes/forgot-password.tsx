import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '@/features/auth/forgot-password-page';

export const Route = createFileRoute('/forgot-password')({
  // The page calls the API (POST /api/auth/forgot-password): the data layer first.
  beforeLoad: async ({ context }) => {
    await context.dataLayer.load();
  },
  component: ForgotPasswordPage,
});
