import { createFileRoute } from '@tanstack/react-router';
import { ProfilePending } from '@/features/profile/profile-pending';
import { loadProfile } from '@/features/profile/profile-queries';
import { ProfileSection } from '@/features/profile/profile-section';

export const Route = createFileRoute('/_authenticated/dashboard/profile')({
  loader: ({ context }) => loadProfile(context.queryClient),
  pendingComponent: ProfilePending,
  component: ProfileSection,
});
