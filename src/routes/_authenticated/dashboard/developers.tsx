import { createFileRoute } from '@tanstack/react-router';
import { DevelopersPending } from '@/features/developers/developers-pending';
import { loadDevelopers } from '@/features/developers/developers-queries';
import { DevelopersSection } from '@/features/developers/developers-section';

/** Developers: the partner's API keys (create, roll, revoke) and how to authenticate with one. */
export const Route = createFileRoute('/_authenticated/dashboard/developers')({
  loader: ({ context }) => loadDevelopers(context.queryClient),
  pendingComponent: DevelopersPending,
  component: DevelopersSection,
});
