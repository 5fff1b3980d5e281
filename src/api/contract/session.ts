import { noData } from '../schemas/common';
import { refreshReply, user } from '../schemas/session';
import { endpoint } from './endpoint';

/** The signed-in session's calls, open to partners and operators alike (the rest of authentication: ./auth). */
export const sessionEndpoints = {
  refresh: endpoint({ method: 'POST', path: '/api/auth/refresh', auth: 'refresh', role: 'any', reply: refreshReply }),
  me: endpoint({ method: 'GET', path: '/api/auth/me', auth: 'user', role: 'any', reply: user }),
  signOut: endpoint({ method: 'POST', path: '/api/auth/logout', auth: 'user', role: 'any', reply: noData }),
} as const;
