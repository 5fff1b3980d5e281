import { request } from './client';
import { sessionEndpoints as endpoints } from './contract/session';

/** The session's calls: who is signed in, and logout (sign-in and the rest of the public side: ./auth). */
export const getMe = (signal?: AbortSignal) => request(endpoints.me, { signal });
export const signOut = () => request(endpoints.signOut, {});
// POST /api/auth/refresh is `refreshSession` in client.ts: only the client's 401 handling calls it.
export { refreshSession } from './client';
