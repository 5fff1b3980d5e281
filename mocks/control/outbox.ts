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
