import { brand, limits } from '@/config';

/*
 * The messages the product sends (e-mail, SMS, WhatsApp): built here by the rules, written to
 * the store's outbox in the request's transaction (server/domain/ports.ts), and handed to a
 * provider only once that transaction commits. The default provider keeps them where the dev
 * panel and the tests read them (the mock's outbox; the server's `outbox` table), so every flow
 * can be followed without a real provider.
 */

/**
 * `sms`, `whatsapp`: a message to a phone (`to`), e.g. a recipient's delivery code or a customer
 * message (issue 28); the rest are e-mails, `customer-email` a customer message to a delivery's customer.
 */
export const messageKinds = [
  'verification',
  'password-reset',
  'api-access',
  'webhooks',
  'sms',
  'whatsapp',
  'customer-email',
] as const;
export type MessageKind = (typeof messageKinds)[number];

/** How a message travels: each channel has its provider (server/platform/messages.ts). */
export const messageChannels = ['email', 'sms', 'whatsapp'] as const;
export type MessageChannel = (typeof messageChannels)[number];

/** The channel of a kind of message: a text to a phone, a WhatsApp message, or else an e-mail. */
export const channelOf = (kind: MessageKind): MessageChannel =>
  kind === 'sms' || kind === 'whatsapp' ? kind : 'email';

export interface Message {
  kind: MessageKind;
  to: string;
  subject: string;
  text: string;
  link?: string;
}

/** The verification code e-mail: after a sign-up, an e-mail change, and an unverified sign-in without its code. */
export function verificationMail(appOrigin: string, email: string, code: string): Message {
  const link = `${appOrigin}/verify-email?email=${encodeURIComponent(email)}`;
  return {
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
  };
}

/** The password-reset e-mail with its single-use link. */
export function passwordResetMail(appOrigin: string, email: string, token: string, expiresInMinutes: number): Message {
  const link = `${appOrigin}/reset-password?token=${encodeURIComponent(token)}`;
  const hours = expiresInMinutes / 60;
  const expiry = Number.isInteger(hours) ? `${hours} ${hours === 1 ? 'hour' : 'hours'}` : `${expiresInMinutes} minutes`;
  return {
    kind: 'password-reset',
    to: email,
    subject: `Reset your ${brand.name} password`,
    text: [
      `Someone asked to reset the password of your ${brand.name} account.`,
      `Choose a new password at ${link}`,
      `The link works once and expires in ${expiry}. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
    ].join('\n\n'),
    link,
  };
}

/** The confirmation of an API-access request. */
export function apiAccessMail(email: string, businessName: string, requestId: string): Message {
  return {
    kind: 'api-access',
    to: email,
    subject: `We received your ${brand.name} API access request`,
    text: [
      `Thank you for requesting access to the ${brand.name} Logistics API for ${businessName}.`,
      `Your request ${requestId} is under review; we reply within ${limits.apiAccessReplyHours} hours.`,
      `Questions: ${brand.supportEmail}`,
    ].join('\n\n'),
  };
}

/** A webhook endpoint disabled after failing again and again (docs/webhooks.md). */
export function webhooksDisabledMail(email: string, endpoint: { url: string; reason: string }): Message {
  return {
    kind: 'webhooks',
    to: email,
    subject: `A ${brand.name} webhook endpoint was disabled`,
    text: [
      `We stopped sending webhooks to ${endpoint.url}: ${endpoint.reason}.`,
      'Fix the endpoint, then enable it again in Developers → Webhooks: sending resumes with the next event, and any event that failed can be resent from there.',
      `Questions: ${brand.supportEmail}`,
    ].join('\n\n'),
  };
}

/** An operator's decision on an API-access request: approval with its sign-up invitation, rejection, a question. */
export function apiAccessDecisionMail(
  appOrigin: string,
  to: { email: string; businessName: string; id: string },
  decision:
    { status: 'approved'; invitationToken: string } | { status: 'rejected' | 'more_information_needed'; note: string },
): Message {
  const about = `your ${brand.name} API access request ${to.id} for ${to.businessName}`;
  if (decision.status === 'approved') {
    const link = `${appOrigin}/signup?invitation=${encodeURIComponent(decision.invitationToken)}`;
    return {
      kind: 'api-access',
      to: to.email,
      subject: `Your ${brand.name} API access request is approved`,
      text: [
        `Good news: we approved ${about}.`,
        `Create your account with this invitation: ${link}`,
        `Questions: ${brand.supportEmail}`,
      ].join('\n\n'),
      link,
    };
  }
  const rejected = decision.status === 'rejected';
  return {
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
  };
}
