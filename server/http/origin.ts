/**
 * The app's own origins: http(s) on any port of localhost or 127.0.0.1 (dev server, preview,
 * e2e). The HTTP mock and the server answer them with CORS; the `/__mock/*` controls refuse every other
 * origin, so a page on another site cannot reset the data or slow the API down.
 */
export function isLocalOrigin(origin: string): boolean {
  try {
    const { protocol, hostname } = new URL(origin);
    return (protocol === 'http:' || protocol === 'https:') && (hostname === 'localhost' || hostname === '127.0.0.1');
  } catch {
    return false;
  }
}
