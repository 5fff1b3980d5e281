import { brand } from '@/config';
import { isLocalOrigin } from '@server/http/origin';
import type { Message } from '@server/domain/messages';
import { controlChanged } from './changes';

/*
 * The outbox (issue 14): the e-mails the mock would send, for QA and developers to read from
 * GET /__mock/outbox instead of a mailbox — the verification code after a sign-up or an
 * unverified sign-in, the password-reset link, the API-access confirmation. Newest first, the
 * last 100 kept. The HTTP mock keeps them in memory (a restart empties it; a reset link's token
 * is in the data and still works); the in-browser mock saves them with its controls in
 * localStorage. No node-only API: this module runs in the browser too.
 */

export const OUTBOX_CAPACITY = 100;

export { messageKinds as outboxKinds, type MessageKind as OutboxKind } from '@server/domain/messages';

/** A message the mock "sent": the domain's message (server/domain/messages.ts), numbered and dated. */
export interface OutboxMessage extends Message {
  id: string;
  at: string;
}

/** Oldest first. */
let messages: OutboxMessage[] = [];
let sequence = 0;

/** Where the app runs when a request does not say (its Origin is absent or not local). */
let defaultAppOrigin = 'http://localhost:5173';

/** The app's origin for links when a request does not name a local one (MOCK_APP_ORIGIN; the page's origin in the browser). */
export function setDefaultAppOrigin(origin: string): void {
  defaultAppOrigin = origin.replace(/\/+$/, '');
}

/** The app's origin for links that no request asks for (a delivery's tracking URL). */
export const defaultOrigin = () => defaultAppOrigin;

/** The app origin links point to: the request's `Origin` if it is one of the app's local origins, else the default. */
export function appOrigin(request: Request): string {
  const origin = request.headers.get('Origin');
  return origin !== null && isLocalOrigin(origin) ? origin : defaultAppOrigin;
}

export function sendMail(message: Omit<OutboxMessage, 'id' | 'at'>): OutboxMessage {
  sequence += 1;
  const sent: OutboxMessage = { id: `msg_${sequence}`, at: new Date().toISOString(), ...message };
  messages.push(sent);
  if (messages.length > OUTBOX_CAPACITY) messages = messages.slice(messages.length - OUTBOX_CAPACITY);
  controlChanged();
  return sent;
}

/** Every kept message, newest first. */
export function outboxMessages(): OutboxMessage[] {
  return [...messages].reverse().map((message) => ({ ...message }));
}

export function clearOutbox(): void {
  if (messages.length === 0) return;
  messages = [];
  controlChanged();
}

export function outboxSnapshot(): { messages: OutboxMessage[]; sequence: number } {
  return { messages: messages.map((message) => ({ ...message })), sequence };
}

export function restoreOutbox(snapshot: { messages: OutboxMessage[]; sequence: number }): void {
  messages = snapshot.messages.slice(-OUTBOX_CAPACITY).map((message) => ({ ...message }));
  sequence = Math.max(snapshot.sequence, messages.length);
}

/* The messages */

/** An operator's decision on an API-access request: the invitation link, the reason, or the question. */
export function sendApiAccessDecisionMail(
  request: Request,
  to: { email: string; businessName: string; id: string },
  decision:
    { status: 'approved'; invitationToken: string } | { status: 'rejected' | 'more_information_needed'; note: string },
): OutboxMessage {
  const about = `your ${brand.name} API access request ${to.id} for ${to.businessName}`;
  if (decision.status === 'approved') {
    const link = `${appOrigin(request)}/signup?invitation=${encodeURIComponent(decision.invitationToken)}`;
    return sendMail({
      kind: 'api-access',
      to: to.email,
      subject: `Your ${brand.name} API access request is approved`,
      text: [
        `Good news: we approved ${about}.`,
        `Create your account with this invitation: ${link}`,
        `Questions: ${brand.supportEmail}`,
      ].join('\n\n'),
      link,
    });
  }
  const rejected = decision.status === 'rejected';
  return sendMail({
    kind: 'api-access',
    to: to.email,
    subject: rejected
      ? `Your ${brand.name} API access request was not approved`
      : `We need more information about your ${brand.name} API access request`,
    text: [
      rejected ? `We could not approve ${about}.` : `Before we decide on ${about}, we have a question.`,
      rejected ? `Reason: ${decision.note}` : `Question: ${decision.note}`,
      rejected
        ? `Questions: ${brand.supportEmail}`
        : `Reply to ${brand.supportEmail} with your answer, quoting ${to.id}.`,
    ].join('\n\n'),
  });
}

/** The recipient's delivery code (issue 27), sent by SMS when the parcel is picked up. */
export function sendDeliveryCodeSms(
  to: { phone: string; name: string },
  delivery: { trackingNumber: string; company: string },
  code: string,
): OutboxMessage {
  return sendMail({
    kind: 'sms',
    to: to.phone,
    subject: `SMS: delivery code for ${delivery.trackingNumber}`,
    text: `${delivery.company}: your parcel ${delivery.trackingNumber} is on its way. Give the rider the code ${code} when it arrives.`,
  });
}
