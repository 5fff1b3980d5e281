import type { RequestLogDetail } from '@/api/schemas/request-logs';
import { curlCommand } from '@/components/curl';

/** The shell variable a copied command reads the key from: the log keeps no secret. */
export const keyVariable = (mode: RequestLogDetail['mode']) =>
  mode === 'live' ? 'DELIVEROS_LIVE_KEY' : 'DELIVEROS_TEST_KEY';

/**
 * A logged request again, as a curl command against `apiUrl`: its method, path and body (a
 * body's single quotes escaped for a POSIX shell), and the key as `$DELIVEROS_TEST_KEY` or
 * `$DELIVEROS_LIVE_KEY` — in double quotes, so the shell expands it. Never a secret.
 */
export function requestLogCurl(
  log: Pick<RequestLogDetail, 'method' | 'path' | 'mode' | 'requestBody'>,
  apiUrl: string,
): string {
  return curlCommand(log, { apiUrl, auth: 'user', tokenVariable: keyVariable(log.mode) });
}
