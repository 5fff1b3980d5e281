import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { refusalMessage } from '@/api/errors';
import type { ApiAccessRequest } from '@/api/schemas/api-access';
import { LoadError } from '@/components/feedback/load-error';
import { PendingSection } from '@/components/feedback/pending-section';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/components/ui/format';
import { notify } from '@/components/ui/toast';
import { decisionMessages } from '@/forms/api-access-decision-form';
import { apiAccessQueries, useUpdateApiAccessRequest } from '@/queries/api-access';
import { DecisionForm, type WrittenDecision } from './decision-form';
import { statusLabels, statusTones } from './status';

/*
 * One request's detail: who asked, why, when, its history, and — while it waits for a decision
 * (pending, or after a question) — Approve, Reject (with a reason) and Ask for information
 * (with a question). After a decision the focus goes to the request's heading, which now
 * shows the new status.
 */
export function RequestDetail({ id }: { id: string }) {
  const detail = useQuery(apiAccessQueries.detail(id));
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section
      aria-labelledby="request-heading"
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      {detail.data ? (
        <Detail request={detail.data} heading={heading} />
      ) : detail.isError ? (
        <>
          <h2 id="request-heading" className="sr-only">
            Request
          </h2>
          <LoadError message="Couldn't load this request." detail={refusalMessage(detail.error)} query={detail} />
        </>
      ) : (
        <>
          <h2 id="request-heading" className="sr-only">
            Request
          </h2>
          <PendingSection label="the request" blocks={['h-6 w-1/2', 'h-40']} className="space-y-3" />
        </>
      )}
    </section>
  );
}

function Detail({
  request,
  heading,
}: {
  request: ApiAccessRequest;
  heading: React.RefObject<HTMLHeadingElement | null>;
}) {
  // Here, not in Decisions: those unmount once the request shows as decided, before the
  // mutation (pending until the lists are fresh) calls back.
  const decide = useUpdateApiAccessRequest();
  const decided = (status: ApiAccessRequest['status']) => {
    if (status !== 'pending') notify.success(decisionMessages[status].done);
    heading.current?.focus();
  };
  const open = request.status === 'pending' || request.status === 'more_information_needed';
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2
          id="request-heading"
          ref={heading}
          tabIndex={-1}
          className="text-lg font-bold break-words text-slate-900 focus:outline-none"
        >
          {request.businessName}
        </h2>
        <Badge tone={statusTones[request.status]}>{statusLabels[request.status]}</Badge>
      </div>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <Row term="Business">{request.businessName}</Row>
        <Row term="Contact e-mail">
          <a href={`mailto:${request.email}`} className="break-all text-brand-700 hover:text-brand-800">
            {request.email}
          </a>
        </Row>
        <Row term="Location">{request.location}</Row>
        <Row term="Reason">{request.reason}</Row>
        <Row term="Submitted">{formatDateTime(request.createdAt)}</Row>
      </dl>
      <History request={request} />
      {open ? <Decisions request={request} decide={decide} decided={decided} /> : null}
    </div>
  );
}

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="font-medium text-slate-500">{term}</dt>
      <dd className="break-words whitespace-pre-line text-slate-900">{children}</dd>
    </>
  );
}

function History({ request }: { request: ApiAccessRequest }) {
  if (request.history.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">History</h3>
      <ol aria-label="History" className="mt-2 space-y-2 border-l border-slate-200 pl-3 text-sm">
        {request.history.map((entry, index) => (
          <li key={index}>
            <p className="font-medium text-slate-800">
              {index === 0 && entry.status === 'pending' ? 'Submitted' : statusLabels[entry.status]}
              {entry.by ? <span className="font-normal text-slate-600"> by {entry.by}</span> : null}
            </p>
            <p className="text-xs text-slate-500">{formatDateTime(entry.at)}</p>
            {entry.note ? <p className="mt-0.5 break-words whitespace-pre-line text-slate-700">{entry.note}</p> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}

function Decisions({
  request,
  decide,
  decided,
}: {
  request: ApiAccessRequest;
  decide: ReturnType<typeof useUpdateApiAccessRequest>;
  decided: (status: ApiAccessRequest['status']) => void;
}) {
  const [writing, setWriting] = useState<WrittenDecision | null>(null);
  const approve = () =>
    decide.mutate(
      { id: request.id, status: 'approved' },
      {
        onSuccess: (next) => decided(next.status),
        onError: (error) => notify.error(refusalMessage(error) ?? decisionMessages.failed),
      },
    );
  if (writing) {
    return (
      <DecisionForm
        kind={writing}
        pending={decide.isPending}
        onCancel={() => setWriting(null)}
        onSubmit={(note, form) =>
          decide.mutate(
            { id: request.id, status: writing, ...(writing === 'rejected' ? { reason: note } : { question: note }) },
            {
              onSuccess: (next) => {
                setWriting(null);
                decided(next.status);
              },
              onError: form.onError,
            },
          )
        }
      />
    );
  }
  return (
    <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4">
      <Button onClick={approve} disabled={decide.isPending}>
        {decide.isPending ? 'Saving...' : 'Approve'}
      </Button>
      <Button variant="danger" onClick={() => setWriting('rejected')} disabled={decide.isPending}>
        Reject
      </Button>
      <Button variant="secondary" onClick={() => setWriting('more_information_needed')} disabled={decide.isPending}>
        Ask for information
      </Button>
    </div>
  );
}
