import type { RequestLog } from '@/api/schemas/request-logs';
import { Badge, type BadgeTone } from '@/components/ui/badge';

/** 2xx green, 4xx amber, 5xx red (1xx, 3xx grey): how a developer scans a log. */
export function statusTone(status: number): BadgeTone {
  if (status >= 200 && status < 300) return 'green';
  if (status >= 400 && status < 500) return 'yellow';
  return status >= 500 ? 'red' : 'gray';
}

export function StatusBadge({ status }: { status: number }) {
  return <Badge tone={statusTone(status)}>{status}</Badge>;
}

export const modeLabel = (mode: RequestLog['mode']) => (mode === 'live' ? 'Live' : 'Test');

export function ModeBadge({ mode }: { mode: RequestLog['mode'] }) {
  return <Badge tone={mode === 'live' ? 'indigo' : 'yellow'}>{modeLabel(mode)}</Badge>;
}

/** A body as the API sent or answered it: indented when it is JSON. */
export function prettyBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}
