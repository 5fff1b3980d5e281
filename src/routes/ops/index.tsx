import { createFileRoute, redirect } from '@tanstack/react-router';

/** /ops opens the review queue (its only screen so far). */
export const Route = createFileRoute('/ops/')({
  beforeLoad: () => {
    throw redirect({ to: '/ops/api-access', replace: true });
  },
});
