import { createFileRoute } from '@tanstack/react-router';
import { useRequestAccess } from '@/features/api-access/request-access';
import { LandingPage } from '@/features/landing/landing-page';

export const Route = createFileRoute('/')({ component: Landing });

/** The landing page, with "Request API Access" from the api-access feature. */
function Landing() {
  const { open } = useRequestAccess();
  return <LandingPage onRequestAccess={open} />;
}
