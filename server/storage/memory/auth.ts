import type { AuthRepos } from '../../domain/auth/port';
import { emailTaken } from '../../domain/auth/accounts';
import type { Collections } from './journal';
import type { MemoryCollections } from './state';

/** The accounts' repositories over the in-memory collections (server/domain/auth/port.ts). */
export function memoryAuthRepos(c: Collections<MemoryCollections>): AuthRepos {
  return {
    users: {
      byId: async (id) => c.find('users', (u) => u.id === id),
      byEmail: async (email) => c.find('users', (u) => u.email === email),
      insert: async (user) => {
        if (c.all('users').some((u) => u.email === user.email)) throw emailTaken();
        c.insert('users', user);
      },
      update: async (id, patch) => {
        if (patch.email !== undefined && c.all('users').some((u) => u.email === patch.email && u.id !== id)) {
          throw emailTaken();
        }
        c.update('users', (u) => u.id === id, patch);
      },
    },
    sessions: {
      insert: async (session) => c.insert('sessions', session),
      byAccessHash: async (hash) => c.find('sessions', (s) => s.accessHash === hash),
      byRefreshHash: async (hash) => c.find('sessions', (s) => s.refreshHash === hash),
      byRotatedRefreshHash: async (hash) => c.find('sessions', (s) => s.rotatedRefreshHashes.includes(hash)),
      rotate: async (id, refreshHash, patch) =>
        c.update('sessions', (s) => s.id === id && s.refreshHash === refreshHash, patch) > 0,
      delete: async (id) => {
        c.remove('sessions', (s) => s.id === id);
      },
      deleteForUser: async (userId) => {
        c.remove('sessions', (s) => s.userId === userId);
      },
    },
    resetTokens: {
      insert: async (token) => c.insert('resetTokens', token),
      find: async (hash, now) => c.find('resetTokens', (t) => t.hash === hash && t.expiresAt > now),
      liveFor: async (userId, now) =>
        c
          .filter('resetTokens', (t) => t.userId === userId && t.expiresAt > now)
          .sort((a, b) => a.expiresAt - b.expiresAt),
      delete: async (hashes) => {
        if (hashes.length > 0) c.remove('resetTokens', (t) => hashes.includes(t.hash));
      },
      deleteExpired: async (now) => {
        c.remove('resetTokens', (t) => t.expiresAt <= now);
      },
      deleteForUser: async (userId) => {
        c.remove('resetTokens', (t) => t.userId === userId);
      },
    },
    signInFailures: {
      times: async (since, match) =>
        c
          .all('signInFailures')
          .filter(
            (f) =>
              f.at >= since &&
              (match.client === undefined || f.client === match.client) &&
              (match.email === undefined || f.email === match.email),
          )
          .map((f) => f.at)
          .sort((a, b) => a - b),
      insert: async (failure) => c.insert('signInFailures', failure),
      prune: async (before, keep) => {
        const failures = c.all('signInFailures');
        const kept = new Set(failures.filter((f) => f.at >= before).slice(-keep));
        c.remove('signInFailures', (f) => !kept.has(f));
      },
      forget: async ({ email, client }) => {
        c.remove('signInFailures', (f) => f.email === email && (client === undefined || f.client === client));
      },
    },
    knownDevices: {
      isKnown: async (userId, client, since) =>
        c.all('knownDevices').some((d) => d.userId === userId && d.client === client && d.at >= since),
      touch: async (device, keep, since) => {
        const mine = (d: { userId: string; client: string }) =>
          d.userId === device.userId && d.client === device.client;
        if (c.update('knownDevices', mine, { at: device.at }) === 0) c.insert('knownDevices', device);
        const newest = new Set(
          c
            .all('knownDevices')
            .filter((d) => d.userId === device.userId)
            .sort((a, b) => b.at - a.at)
            .slice(0, keep),
        );
        c.remove('knownDevices', (d) => d.at < since || (d.userId === device.userId && !newest.has(d)));
      },
    },
  };
}
