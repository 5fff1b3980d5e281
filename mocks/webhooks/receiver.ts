import { verifySignature, SIGNATURE_HEADER } from '@server/domain/webhooks/signature';

/*
 * The built-in receiver (issue 26): `<app or mock origin>/__mock/webhook-receiver/<name>` takes
 * webhooks without a server of your own, so the whole flow works under `npm start` (the
 * in-browser mock calls it in-process) and in the HTTP mock (a real request to itself).
 * `?status=500` (any 200–599) makes it answer that status: an endpoint that fails, on purpose.
 * It checks the signature against the secrets of the endpoints with its URL and keeps the last
 * RECEIVED_KEPT deliveries for GET /__mock/webhook-receiver (mocks/handlers/dev-controls.ts), newest first.
 */

export const RECEIVER_PATH = '/__mock/webhook-receiver/';
const RECEIVED_KEPT = 50;

export interface ReceivedWebhook {
  at: string;
  path: string;
  eventId: string | null;
  type: string | null;
  status: number;
  /** Whether the signature verified with one of the endpoint's secrets. */
  verified: boolean;
  reason: string | null;
  /** What arrived, as it arrived: the signature header and the raw body (cut at 8,000 characters). */
  signature: string | null;
  body: string;
}

let received: ReceivedWebhook[] = [];

export const isReceiverUrl = (url: URL) => url.pathname.startsWith(RECEIVER_PATH);

/** Newest first. */
export const receivedWebhooks = (): ReceivedWebhook[] => [...received].reverse();
export function clearReceivedWebhooks(): void {
  received = [];
}

function eventOf(body: string): { id: string | null; type: string | null } {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null) return { id: null, type: null };
    const { id, type } = parsed as Record<string, unknown>;
    return { id: typeof id === 'string' ? id : null, type: typeof type === 'string' ? type : null };
  } catch {
    return { id: null, type: null };
  }
}

/** Receives one delivery: `secrets` are those of the endpoints with this URL. */
export async function receiveWebhook(
  url: URL,
  headers: Headers,
  body: string,
  secrets: readonly string[],
): Promise<{ status: number; text: string }> {
  const asked = Number(url.searchParams.get('status') ?? '200');
  const status = Number.isInteger(asked) && asked >= 200 && asked <= 599 ? asked : 200;
  const header = headers.get(SIGNATURE_HEADER);
  const checks = await Promise.all(secrets.map((secret) => verifySignature({ header, body, secret })));
  const good = checks.find((check) => check.ok);
  const reason = good ? null : checks[0]?.ok === false ? checks[0].message : 'No endpoint has this URL';
  const event = eventOf(body);
  received.push({
    at: new Date().toISOString(),
    path: url.pathname + url.search,
    eventId: event.id,
    type: event.type,
    status,
    verified: Boolean(good),
    reason,
    signature: header,
    body: body.slice(0, 8_000),
  });
  if (received.length > RECEIVED_KEPT) received = received.slice(-RECEIVED_KEPT);
  const text =
    status < 300 ? JSON.stringify({ received: true, verified: Boolean(good) }) : `Answering ${status} as asked`;
  return { status, text };
}
