/*
 * What src/env.ts needs of the delivery map's tile URL (`VITE_MAP_TILES_URL`), apart from
 * src/map-tiles.ts so that every page's first load carries only this much: the default and
 * one pattern. src/map-tiles.ts says why a template fails it, for the build's CSP.
 */
export const defaultMapTilesUrl = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** https (http only on localhost), one host (no `{s}` subdomains), and `{z}`, `{x}` and `{y}` after it. */
export const mapTilesUrlPattern =
  /^(https:\/\/[^/?#{}]+|http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?)[/?](?=.*\{z\})(?=.*\{x\})(?=.*\{y\})/;
