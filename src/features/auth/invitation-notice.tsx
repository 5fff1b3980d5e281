import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '@/api/errors';
import { LoadError } from '@/components/feedback/load-error';
import { Notice } from '@/components/ui/notice';
import type { Invitation } from '@/api/schemas/api-access';
import { signUpMessages } from '@/forms/signup-form';

/**
 * What an invitation link's sign-up says above the form (issue 25): whose invitation it is and
 * that no verification code is needed, or that the link no longer works (the form stays usable).
 */
export function InvitationNotice({ token, query }: { token: string | undefined; query: UseQueryResult<Invitation> }) {
  if (token === undefined) return null;
  if (query.isPending)
    return (
      <p role="status" className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-600">
        Checking your invitation…
      </p>
    );
  if (query.isError) {
    // A 404 is the answer (used, unknown); anything else is a failure to ask again.
    if (query.error instanceof ApiError && query.error.status === 404)
      return <Notice tone="warning">{signUpMessages.invitationInvalid}</Notice>;
    return <LoadError message={signUpMessages.invitationFailed} query={query} />;
  }
  return (
    <Notice tone="success">
      <p>
        You are invited to the Logistics API as <strong className="font-semibold">{query.data.businessName}</strong>.
      </p>
      <p className="mt-1">
        Your account is verified by this invitation: no code needed. A test key will be ready when you sign in.
      </p>
    </Notice>
  );
}
