import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Building2, X } from 'lucide';
import { useState } from 'react';
import { Icon } from '@/components/ui/icons';
import { billingQueries } from '@/queries/billing';
import { sessionQueries } from '@/queries/session';

/** Dismissed for the browser session (per partner): the next sign-in in a new tab asks again. */
const dismissedKey = (partnerId: string) => `deliveros.company-notice-dismissed.${partnerId}`;

function wasDismissed(partnerId: string): boolean {
  try {
    return window.sessionStorage.getItem(dismissedKey(partnerId)) === 'true';
  } catch {
    return false; // storage blocked: the notice comes back on the next visit, which is harmless
  }
}

function rememberDismissed(partnerId: string): void {
  try {
    window.sessionStorage.setItem(dismissedKey(partnerId), 'true');
  } catch {
    // the page's own state hides it
  }
}

/**
 * The onboarding question, back at the top of the overview after "Skip for now" (issue 24):
 * a partner whose company has no name yet is asked again, never blocked. It reads the session
 * (/me) and the billing details the overview loads anyway: no request of its own. A name given
 * on either (Billing, Edit Profile) answers it.
 */
export function CompanyNameNotice() {
  const user = useQuery(sessionQueries.me()).data;
  const billing = useQuery(billingQueries.info()).data;
  const [dismissed, setDismissed] = useState(() => (user ? wasDismissed(user.id) : false));
  if (!user || user.companyName !== '' || billing?.companyName !== '' || dismissed) return null;
  return (
    <div
      role="region"
      aria-label="Add your company name"
      className="mb-6 flex items-center gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-slate-800"
    >
      <Icon node={Building2} className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
      <p className="min-w-0 flex-1">
        Your billing details have no company name yet.{' '}
        <Link to="/dashboard/welcome" className="font-semibold text-brand-700 underline hover:text-brand-800">
          Add your company name
        </Link>
      </p>
      <button
        type="button"
        aria-label="Dismiss"
        className="shrink-0 rounded-md p-1 text-slate-500 hover:bg-white hover:text-slate-700"
        onClick={() => {
          rememberDismissed(user.id);
          setDismissed(true);
        }}
      >
        <Icon node={X} className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
