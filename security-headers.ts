import { defaultMapTilesUrl, mapTilesOrigin } from './src/map-tiles.ts';

/**
 * The HTTP headers DeliverOS is hosted with: a strict Content-Security-Policy and the
 * usual hardening headers. One definition feeds `vite preview` (so tests run under it)
 * and `dist/_headers` (the static-hosting format of Netlify and Cloudflare Pages).
 */
export function securityHeaders(
  apiUrl: string,
  // The delivery map's tiles (VITE_MAP_TILES_URL, as src/env.ts reads it): their one origin may serve images.
  mapTilesUrl: string = process.env.VITE_MAP_TILES_URL || defaultMapTilesUrl,
): Record<string, string> {
  const apiOrigin = new URL(apiUrl).origin;
  const tilesOrigin = mapTilesOrigin(mapTilesUrl);
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    // Styles: radix and sonner set inline styles at run time; no script is ever inline.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${tilesOrigin}`,
    "font-src 'self'",
    `connect-src 'self' ${apiOrigin}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    // Two years, subdomains included: browsers only heed it over HTTPS (so `vite preview` on
    // http://localhost is unaffected), and a host serving the build must be HTTPS-only.
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    // No Cross-Origin-Opener-Policy: its process swap on navigation breaks Lighthouse's trace (NO_NAVSTART).
  };
}

/** `_headers` file contents: every path gets every header. */
export function headersFile(headers: Record<string, string>): string {
  return ['/*', ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`), ''].join('\n');
}
