import { ExternalLink, KeyRound, Mail, MailCheck, MessageCircle, MessageSquare } from 'lucide';
import type { MouseEvent } from 'react';
import { Icon, type IconNode } from '@/components/ui/icons';
import { safeHref } from '@/components/ui/safe-href';
import { mockControl, type OutboxMessage } from './control-api';
import { ClearButton, ControlList, EmptyNote, Mono, SectionIntro, timeOf } from './panel-ui';
import { useControlAction, useControlData } from './use-control';

export const OUTBOX_POLL_MS = 2_000;

const kinds: Record<string, { label: string; icon: IconNode; link: string }> = {
  verification: { label: 'Verification', icon: MailCheck, link: 'Verify the e-mail address' },
  'password-reset': { label: 'Password reset', icon: KeyRound, link: 'Open the reset link' },
  'api-access': { label: 'API access', icon: Mail, link: 'Open the link' },
  sms: { label: 'SMS', icon: MessageSquare, link: 'Open the tracking page' },
  whatsapp: { label: 'WhatsApp', icon: MessageCircle, link: 'Open the tracking page' },
  'customer-email': { label: 'Customer e-mail', icon: Mail, link: 'Open the tracking page' },
};

/**
 * A link the mock wrote for this app: on this origin, or on a local one (the HTTP mock, asked
 * without an Origin, writes MOCK_APP_ORIGIN or http://localhost:5173 — this app on another port).
 * A customer's tracking page (/track/…) is a page of its own, not the app's: it opens as a page.
 */
const isAppLink = (url: URL) =>
  !url.pathname.startsWith('/track/') &&
  (url.origin === window.location.origin || url.hostname === 'localhost' || url.hostname === '127.0.0.1');

/**
 * The e-mails the mock "sent", newest first. A link into this app (a password reset, a
 * verification) is a real link; a plain click follows it inside the app (`onFollow`): no page
 * load, so the mock's in-memory state (fault rules, latency) and the panel's stay as they are.
 */
export function OutboxSection({ onFollow }: { onFollow: (pathAndQuery: string) => void }) {
  const outbox = useControlData(mockControl.outbox, OUTBOX_POLL_MS);
  const clear = useControlAction();
  const messages = outbox.data ?? [];

  return (
    <section aria-labelledby="mock-outbox-heading">
      <SectionIntro
        id="mock-outbox-heading"
        title="Outbox"
        action={
          <ClearButton
            disabled={messages.length === 0 || clear.busy}
            onClick={() => void clear.run(() => mockControl.clearOutbox()).then(() => outbox.refresh())}
          >
            Clear
          </ClearButton>
        }
      >
        The e-mails and texts the mock would have sent — verification codes, password-reset links, API-access
        confirmations, customers’ delivery messages — newest first.
      </SectionIntro>
      <ControlList
        list={outbox}
        actionError={clear.error}
        loading="Loading the outbox…"
        empty={
          <EmptyNote title="No e-mails yet">
            Sign up, ask for a password reset or request API access: the messages land here.
          </EmptyNote>
        }
      >
        {(items) => (
          <ul className="space-y-3" aria-label="E-mails">
            {items.map((message) => (
              <MessageCard key={String(message.id)} message={message} onFollow={onFollow} />
            ))}
          </ul>
        )}
      </ControlList>
    </section>
  );
}

function MessageCard({ message, onFollow }: { message: OutboxMessage; onFollow: (pathAndQuery: string) => void }) {
  const kind = kinds[message.kind] ?? { label: message.kind, icon: Mail, link: 'Open the link' };
  const href = safeHref(message.link);
  const headingId = `mock-mail-${String(message.id)}`;

  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!href || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const url = new URL(href);
    if (!isAppLink(url)) return;
    event.preventDefault();
    onFollow(`${url.pathname}${url.search}${url.hash}`);
  };

  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <div className="flex items-start gap-3">
          <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600">
            <Icon node={kind.icon} className="size-4" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            <h4 id={headingId} className="text-sm font-semibold break-words text-slate-900">
              {message.subject}
            </h4>
            <p className="mt-0.5 text-xs text-slate-600">
              To <span className="font-medium text-slate-800 [overflow-wrap:anywhere]">{message.to}</span> ·{' '}
              {kind.label} · {timeOf(message.at)}
            </p>
          </div>
        </div>
        <p className="mt-3 text-xs leading-5 whitespace-pre-wrap text-slate-700 [overflow-wrap:anywhere]">
          {message.text}
        </p>
        {href ? (
          <div className="mt-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
            <a
              href={href}
              onClick={follow}
              className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
            >
              {kind.link}
              <Icon node={ExternalLink} className="size-3.5" aria-hidden="true" />
            </a>
            <Mono className="mt-1 block text-[0.6875rem] text-slate-600">{href}</Mono>
          </div>
        ) : null}
      </article>
    </li>
  );
}
