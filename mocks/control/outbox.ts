import { brand, limits } from '@/config';
import { isLocalOrigin } from '../origin';
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

/**
 * `sms`, `whatsapp`: a message to a phone (`to`), e.g. a recipient's delivery code or a customer
 * message (issue 28); the rest are e-mails, `customer-email` a customer message to a delivery's customer.
 */
export const outboxKinds = [
  'verification',
  'password-reset',
  'api-access',
  'webhooks',
  'sms',
  'whatsapp',
  'customer-email',
] as const;
export type OutboxKind = (typeof outboxKinds)[number];

export interface OutboxMessage {
  id: string;
  at: string;
  to: string;
  subject: string;
  text: string;
  kind: OutboxKind;
  link?: string;
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

/** The verification code e-mail: after a sign-up, and when an unverified account signs in without its code. */
export function sendVerificationMail(request: Request, email: string, code: string): OutboxMessage {
  const link = `${appOrigin(request)}/verify-email?email=${encodeURIComponent(email)}`;
  return sendMail({
    kind: 'verification',
    to: email,
    subject: `Your ${brand.name} verification code`,
    text: [
      `Welcome to ${brand.name}.`,
      `Your verification code is ${code}.`,
      `Enter it at ${link} (or when you sign in) to verify your e-mail address.`,
      `If you did not create a ${brand.name} account, ignore this e-mail.`,
    ].join('\n\n'),
    link,
  });
}

/** The password-reset e-mail with its single-use link. */
export function sendPasswordResetMail(request: Request, email: string, token: string, expiresInMinutes: number) {
  const link = `${appOrigin(request)}/reset-password?token=${encodeURIComponent(token)}`;
  const hours = expiresInMinutes / 60;
  const expiry = Number.isInteger(hours) ? `${hours} ${hours === 1 ? 'hour' : 'hours'}` : `${expiresInMinutes} minutes`;
  return sendMail({
    kind: 'password-reset',
    to: email,
    subject: `Reset your ${brand.name} password`,
    text: [
      `Someone asked to reset the password of your ${brand.name} account.`,
      `Choose a new password at ${link}`,
      `The link works once and expires in ${expiry}. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
    ].join('\n\n'),
    link,
  });
}

/** The confirmation of an API-access request. */
export function sendApiAccessMail(email: string, businessName: string, requestId: string): OutboxMessage {
  return sendMail({
    kind: 'api-access',
    to: email,
    subject: `We received your ${brand.name} API access request`,
    text: [
      `Thank you for requesting access to the ${brand.name} Logistics API for ${businessName}.`,
      `Your request ${requestId} is under review; we reply within ${limits.apiAccessReplyHours} hours.`,
      `Questions: ${brand.supportEmail}`,
    ].join('\n\n'),
  });
}

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

/** A webhook endpoint disabled after failing again and again (issue 26). */
export function sendWebhookDisabledMail(email: string, endpoint: { url: string; reason: string }): OutboxMessage {
  return sendMail({
    kind: 'webhooks',
    to: email,
    subject: `A ${brand.name} webhook endpoint was disabled`,
    text: [
      `We stopped sending webhooks to ${endpoint.url}: ${endpoint.reason}.`,
      'Fix the endpoint, then enable it again in Developers → Webhooks: sending resumes with the next event, and any event that failed can be resent from there.',
      `Questions: ${brand.supportEmail}`,
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
