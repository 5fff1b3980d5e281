import type { RequestLog } from '@/api/schemas/request-logs';
import { Badge, type BadgeTone } from '@/components/ui/badge';

/** 2xx green, 4xx yellow, anything else red: how a developer scans a log. */
export function statusTone(status: number): BadgeTone {
  if (status >= 200 && status < 300) return 'green';
  return status >= 400 && status < 500 ? 'yellow' : 'red';
}

export function StatusBadge({ status }: { status: number }) {
  return <Badge tone={statusTone(status)}>{status}</Badge>;
}

export function ModeBadge({ mode }: { mode: RequestLog['mode'] }) {
  return <Badge tone={mode === 'live' ? 'indigo' : 'yellow'}>{mode === 'live' ? 'Live' : 'Test'}</Badge>;
}

/** A body as the API sent or answered it: indented when it is JSON. */
export function prettyBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}
