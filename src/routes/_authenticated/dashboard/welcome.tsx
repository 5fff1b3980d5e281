import { createFileRoute } from '@tanstack/react-router';
import { CompanyNameStep } from '@/features/onboarding/company-name-step';
import { validateSignInSearch } from '@/search-params';

/** The onboarding step after a new partner's first sign-in (issue 24); `?redirect=` is where it goes on to. */
export const Route = createFileRoute('/_authenticated/dashboard/welcome')({
  validateSearch: validateSignInSearch,
  component: CompanyNameStep,
});
