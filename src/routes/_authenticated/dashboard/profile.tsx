import { createFileRoute, redirect } from '@tanstack/react-router';
import { ProfilePending } from '@/features/profile/profile-pending';
import { loadProfile } from '@/features/profile/profile-queries';
import { ProfileSection } from '@/features/profile/profile-section';

export const Route = createFileRoute('/_authenticated/dashboard/profile')({
  // The routes were a card of Profile: its old links open their own section.
  beforeLoad: ({ location }) => {
    if (location.hash === 'delivery-routes') throw redirect({ to: '/dashboard/routes', replace: true });
  },
  loader: ({ context }) => loadProfile(context.queryClient),
  pendingComponent: ProfilePending,
  component: ProfileSection,
});
