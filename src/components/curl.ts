import type { EndpointDef } from '@/api/endpoints';

/** A word for a POSIX shell: single quotes, a single quote inside written as '\''. */
export const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/**
 * A logged request as a curl command against `apiUrl`: method, URL, a JSON body when it had
 * one, and the bearer token its endpoint needs (`token` when known — the session's own, on a
 * mock — else a shell variable to fill in, `$TOKEN` unless `tokenVariable` names another).
 * Logs keep no headers, so an Idempotency-Key is not replayed: curl sends none, and the API
 * treats the request as a new one. Used by the mock panel's log and the request logs.
 */
export function curlCommand(
  entry: { method: string; path: string; requestBody?: unknown },
  options: {
    apiUrl: string;
    auth?: EndpointDef['auth'] | undefined;
    token?: string | null | undefined;
    tokenVariable?: string;
  },
): string {
  const parts = ['curl'];
  const method = entry.method.toUpperCase();
  if (method !== 'GET') parts.push('-X', method);
  parts.push(shellQuote(`${options.apiUrl}${entry.path}`));
  if (options.auth === 'user' || options.auth === 'refresh') {
    const token = options.token ? options.token : `$${options.tokenVariable ?? 'TOKEN'}`;
    // $TOKEN must expand: double quotes then.
    parts.push('-H', options.token ? shellQuote(`Authorization: Bearer ${token}`) : `"Authorization: Bearer ${token}"`);
  }
  if (entry.requestBody !== undefined && entry.requestBody !== null) {
    parts.push('-H', shellQuote('Content-Type: application/json'));
    const body = typeof entry.requestBody === 'string' ? entry.requestBody : JSON.stringify(entry.requestBody);
    parts.push('--data-raw', shellQuote(body));
  }
  return parts.join(' ');
}
