import { defaultMapTilesUrl, mapTilesUrlPattern } from './map-tiles-url.ts';

/**
 * The delivery map's tile URL template (`VITE_MAP_TILES_URL`), one rule for the app
 * (src/env.ts checks `mapTilesUrlPattern`) and the Content-Security-Policy (security-headers.ts):
 * the policy's `img-src` names exactly the origin this template's images come from, so the
 * template must have one (no `{s}` subdomains) and be https — or http on localhost, for a tile
 * server of one's own.
 */
export { defaultMapTilesUrl, mapTilesUrlPattern };

/** Why `template` cannot be the tile URL, or null when it can. */
export function mapTilesProblem(template: string): string | null {
  if (!['{z}', '{x}', '{y}'].every((part) => template.includes(part))) return 'must contain {z}, {x} and {y}';
  const origin = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)/i.exec(template);
  if (!origin) return 'must be an absolute URL';
  const [, scheme, authority] = origin;
  if (authority!.includes('{')) return 'must name one host (no {s} subdomains)';
  let url: URL;
  try {
    url = new URL(`${scheme}://${authority}/`);
  } catch {
    return 'must be an absolute URL';
  }
  const secure =
    url.protocol === 'https:' ||
    (url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname));
  if (!secure) return 'must be https (http only on localhost)';
  // The one pattern src/env.ts checks in the browser: a template it refuses is refused here too.
  return mapTilesUrlPattern.test(template) ? null : 'must be an absolute URL';
}

/** The origin the tiles come from, for `img-src`; throws on a template `mapTilesProblem` refuses. */
export function mapTilesOrigin(template: string): string {
  const problem = mapTilesProblem(template);
  if (problem) throw new Error(`VITE_MAP_TILES_URL ${problem}: ${template}`);
  return new URL(template.replace(/[{}]/g, '')).origin;
}

/** Whether the template is OpenStreetMap's own tile server, whose licence asks for its attribution. */
export function isOpenStreetMapTiles(template: string): boolean {
  return mapTilesOrigin(template) === new URL(defaultMapTilesUrl).origin;
}
