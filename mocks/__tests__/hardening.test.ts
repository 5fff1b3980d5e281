import { describe, expect, it, vi } from 'vitest';
import { getMe } from '@/api/auth';
import { failureMessage } from '@/api/errors';
import { mockControl } from '@/features/mock-panel/control-api';
import { tokenStorage } from '@/api/token-storage';
import { headersFile, securityHeaders } from '../../security-headers';
import { db } from '../db';
import { expireAccessTokens } from '../sessions';
import { jsonDeeperThan, MAX_JSON_DEPTH } from '../http';
import { isLocalOrigin } from '@server/http/origin';
import { DEMO_PASSWORD } from '../seed';
import { expectFailure, mockState, raw, signInAs, signInDemo } from './helpers';

/*
 * Issue 14, "Hardening", in process (msw/node, as the in-browser mock runs): what does not
 * need a socket. The HTTP server's own refusals are in http/hardening.test.ts.
 */

describe('jsonDeeperThan', () => {
  it('counts arrays and objects, not brackets inside strings or after escaped quotes', () => {
    expect(jsonDeeperThan('{"a":[1,{"b":2}]}', 3)).toBe(false);
    expect(jsonDeeperThan('{"a":[1,{"b":2}]}', 2)).toBe(true);
    expect(jsonDeeperThan(JSON.stringify({ a: '[[[[{{{{', b: '\\"[[[[' }), 1)).toBe(false);
    expect(jsonDeeperThan(JSON.stringify(['\\', [[]]]), 2)).toBe(true);
    expect(jsonDeeperThan('1', 0)).toBe(false);
    // Siblings do not add up: depth is how deep, not how many.
    expect(jsonDeeperThan(JSON.stringify(Array.from({ length: 100 }, () => [[]])), 3)).toBe(false);
  });

  it('handles a million levels without recursion', () => {
    expect(jsonDeeperThan(`${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`, MAX_JSON_DEPTH)).toBe(true);
  });
});

describe('the in-process mock refuses deep JSON too', () => {
  it('answers 400 JSON_TOO_DEEP to a 40-deep body and changes nothing', async () => {
    await signInDemo();
    const before = mockState();
    const deep = `${'{"a":'.repeat(40)}1${'}'.repeat(40)}`;
    for (const path of ['/api/auth/signup', '/api/requests/api-access', '/api/routes', '/api/payout-accounts']) {
      const { status, json } = await raw(path, { method: 'POST', body: deep });
      expect({ path, status, code: json.code }).toEqual({ path, status: 400, code: 'JSON_TOO_DEEP' });
    }
    expect(mockState()).toEqual(before);
  });
});

describe('sign-in attempt limit, as the app sees it', () => {
  it('shows the server’s "try again" sentence, not a verification prompt', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await expectFailure(signInAs('demo@example.com', 'Wrong-password1'), {
        status: 401,
        code: 'INVALID_CREDENTIALS',
      });
    }
    const error = await expectFailure(signInAs('demo@example.com', DEMO_PASSWORD), {
      status: 429,
      code: 'TOO_MANY_ATTEMPTS',
    });
    expect(failureMessage(error, 'Sign in failed')).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
    // The sign-in form asks for a code when a message mentions verification (src/forms/signin-messages.ts).
    expect(error.message).not.toMatch(/verification|not verified/i);
  });
});

describe('an expired refresh token', () => {
  it('ends the session in the app: the call fails as SESSION_EXPIRED and the tokens are gone', async () => {
    await signInDemo();
    const session = db.state.sessions[0];
    if (!session) throw new Error('no session');
    session.refreshExpiresAt = Date.now() - 1;
    expireAccessTokens();
    await expectFailure(getMe(), { status: 401, code: 'SESSION_EXPIRED' });
    expect(tokenStorage.getToken()).toBeNull();
  });
});

describe('the dev panel’s "Reset" call', () => {
  it('resets the in-process mock (JSON, the app’s own origin)', async () => {
    db.state.deliveries = [];
    await mockControl.reset();
    expect(db.state.deliveries.length).toBeGreaterThan(0);
  });
});

describe('isLocalOrigin', () => {
  it('allows http(s) on localhost and 127.0.0.1, any port; nothing else', () => {
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:4173', 'https://localhost', 'http://localhost']) {
      expect({ origin, allowed: isLocalOrigin(origin) }).toEqual({ origin, allowed: true });
    }
    for (const origin of [
      'null',
      '',
      'https://evil.example',
      'http://localhost.evil.example',
      'file://localhost',
      'x',
    ]) {
      expect({ origin, allowed: isLocalOrigin(origin) }).toEqual({ origin, allowed: false });
    }
  });
});

describe('production headers', () => {
  it('include HSTS for two years with subdomains, in the hosting file too', () => {
    const headers = securityHeaders('https://api.deliveros.example');
    expect(headers['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
    expect(headersFile(headers)).toContain('  Strict-Transport-Security: max-age=63072000; includeSubDomains\n');
  });

  it('open img-src to exactly the map tiles’ origin (VITE_MAP_TILES_URL, OpenStreetMap’s by default), nothing else', () => {
    const directives = (headers: Record<string, string>): Record<string, string[]> =>
      Object.fromEntries(
        headers['Content-Security-Policy']!.split('; ').map((part): [string, string[]] => {
          const [name = '', ...sources] = part.split(' ');
          return [name, sources];
        }),
      );
    vi.stubEnv('VITE_MAP_TILES_URL', '');
    try {
      const byDefault = directives(securityHeaders('https://api.deliveros.example'));
      expect(byDefault['img-src']).toEqual(["'self'", 'data:', 'https://tile.openstreetmap.org']);
      expect(byDefault).toEqual({
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'https://tile.openstreetmap.org'],
        'font-src': ["'self'"],
        'connect-src': ["'self'", 'https://api.deliveros.example'],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        'manifest-src': ["'self'"],
        'worker-src': ["'self'"],
      });

      // From the environment, as the build reads it; or given outright.
      vi.stubEnv('VITE_MAP_TILES_URL', 'https://tiles.example.ng:8443/styles/{z}/{x}/{y}.png?key=k');
      const fromEnv = directives(securityHeaders('https://api.deliveros.example'));
      expect(fromEnv['img-src']).toEqual(["'self'", 'data:', 'https://tiles.example.ng:8443']);
      expect({ ...fromEnv, 'img-src': byDefault['img-src'] }).toEqual(byDefault);
      expect(
        directives(securityHeaders('https://api.deliveros.example', 'http://localhost:8080/{z}/{x}/{y}.png'))[
          'img-src'
        ],
      ).toEqual(["'self'", 'data:', 'http://localhost:8080']);
      // Never wider than one origin: a template the app would refuse fails the build too.
      expect(() =>
        securityHeaders('https://api.deliveros.example', 'https://{s}.tile.example/{z}/{x}/{y}.png'),
      ).toThrow(/no \{s\} subdomains/);
      expect(() => securityHeaders('https://api.deliveros.example', 'http://tiles.example/{z}/{x}/{y}.png')).toThrow(
        /must be https/,
      );
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
