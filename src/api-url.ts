/*
 * The API origin this app talks to: `VITE_API_URL` at build time, else the server's port on this
 * machine (`npm run server`, `npm run api:mock`). A build the server serves on its own origin is
 * built with that origin (docs/server.md). A leaf with no zod, so that a public page's chunk (the
 * API reference's samples) can read it without the data layer; src/env.ts checks it is a URL.
 */

/** Where the API is when VITE_API_URL is not set. */
export const DEFAULT_API_URL = 'http://localhost:8111';

/** The origin, without a trailing slash: `https://api.example.ng` (read when asked: tests may set it). */
export function apiOrigin(): string {
  const configured = (import.meta.env as Record<string, unknown>).VITE_API_URL;
  return (typeof configured === 'string' && configured ? configured : DEFAULT_API_URL).replace(/\/+$/, '');
}
