import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/config';
import { sessionKeys } from '@/queries/session';
import { currentHref, renderApp, signInAs } from '@/test/render';
import { server } from '@mocks/node';

/* Issue 5, "Security": what the app does with tokens, passwords, HTML and links. */

const storedTokens = () => ({
  local: [window.localStorage.getItem(storageKeys.token), window.localStorage.getItem(storageKeys.refreshToken)],
  session: [window.sessionStorage.getItem(storageKeys.token), window.sessionStorage.getItem(storageKeys.refreshToken)],
});

describe('logout through the UI', () => {
  const failures = [
    [
      'answers 500',
      'a server error',
      () =>
        HttpResponse.json(
          { success: false, data: null, message: 'Server exploded', code: 'INTERNAL' },
          { status: 500 },
        ),
    ],
    ['cannot reach the server', 'a network error', () => HttpResponse.error()],
  ] as const;

  it.each(failures)(
    'clears both tokens and the whole query cache when POST /api/auth/logout %s (%s)',
    async (_, _case, reply) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      let logoutCalls = 0;
      server.use(
        http.post('*/api/auth/logout', () => {
          logoutCalls += 1;
          return reply();
        }),
      );
      // Remembered: both tokens in localStorage; plus stray copies in sessionStorage, which must go too.
      const { token, refreshToken } = await signInAs('demo@example.com', 'Partner123!', true);
      window.sessionStorage.setItem(storageKeys.token, token);
      window.sessionStorage.setItem(storageKeys.refreshToken, refreshToken);
      const { user, router, queryClient } = renderApp('/dashboard/overview');

      // The cache holds the partner's data before logout: what the overview reads.
      await waitFor(() => expect(screen.getByTestId('overview-wallet')).toHaveTextContent('₦125,000'));
      expect(queryClient.getQueryCache().getAll().length).toBeGreaterThan(3);

      // The app frame's top bar holds the one Logout.
      await user.click(await within(screen.getByRole('banner')).findByRole('button', { name: 'Logout' }));

      await waitFor(() => expect(currentHref(router)).toBe('/signin'));
      await screen.findByRole('heading', { name: 'Welcome back, Partner' });
      expect(logoutCalls).toBe(1);
      expect(warn).toHaveBeenCalled();
      expect(storedTokens()).toEqual({ local: [null, null], session: [null, null] });
      const cached = queryClient
        .getQueryCache()
        .getAll()
        .map((query) => ({ key: query.queryKey, data: query.state.data }));
      expect(cached).toEqual([{ key: sessionKeys.me(), data: null }]);
      expect(
        queryClient
          .getMutationCache()
          .getAll()
          .every((mutation) => mutation.state.data === undefined),
      ).toBe(true);
    },
  );
});

describe('password fields', () => {
  it('sign-in asks the password manager for the current password', async () => {
    renderApp('/signin');
    await screen.findByRole('heading', { name: 'Welcome back, Partner' });
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
  });

  it('sign-up asks for a new password in both fields', async () => {
    renderApp('/signup');
    await screen.findByRole('heading', { name: 'Join as Delivery Partner' });
    for (const label of ['Password', 'Confirm password']) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('type', 'password');
      expect(field).toHaveAttribute('autocomplete', 'new-password');
    }
  });
});

describe('the source', () => {
  const srcDir = join(import.meta.dirname, '..');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
    );

  // This file names what it looks for, so it is the one file left out of the scan.
  const self = join('__tests__', 'security.test.tsx');
  const forbidden: [name: string, pattern: RegExp][] = [
    ['dangerouslySetInnerHTML', /dangerouslySetInnerHTML/],
    ['an eval( call', /(?<![\w$])eval\s*\(/],
    ['new Function(', /\bnew\s+Function\s*\(/],
  ];

  it('the patterns catch what they are for', () => {
    const samples = [
      '<div dangerouslySetInnerHTML={{ __html: x }} />',
      'window.eval("1")',
      'eval (code)',
      'new  Function("return 1")',
    ];
    expect(samples.map((sample) => forbidden.filter(([, pattern]) => pattern.test(sample)).length)).toEqual([
      1, 1, 1, 1,
    ]);
    expect(
      forbidden.some(([, pattern]) => pattern.test('page.evaluate(() => 1); retrieval(x); const fn: Function = f;')),
    ).toBe(false);
  });

  it('has no dangerouslySetInnerHTML, no eval( and no new Function( in any file under src/', () => {
    const all = files(srcDir).filter((file) => relative(srcDir, file) !== self);
    expect(all.map((file) => relative(srcDir, file))).toEqual(
      expect.arrayContaining(['main.tsx', 'app.tsx', join('features', 'deliveries', 'delivery-parts.tsx')]),
    );
    expect(all.length).toBeGreaterThan(100);
    const found = all.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return forbidden
        .filter(([, pattern]) => pattern.test(text))
        .map(([name]) => `${relative(srcDir, file)}: ${name}`);
    });
    expect(found).toEqual([]);
  });
});

describe('zod under the CSP', () => {
  it('src/zod-config (main.tsx imports it first) turns on jitless: schemas never call new Function', async () => {
    await import('@/zod-config');
    const { config, z } = await import('zod/mini');
    expect(config().jitless).toBe(true);

    const functionConstructor = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ id: z.string(), amount: z.number() });
    expect(schema.parse({ id: 'dlv_0001', amount: 5000 })).toEqual({ id: 'dlv_0001', amount: 5000 });
    expect(functionConstructor).not.toHaveBeenCalled();
  });

  it('main.tsx imports src/zod-config before anything else', () => {
    const main = readFileSync(join(import.meta.dirname, '..', 'main.tsx'), 'utf8');
    expect(main.match(/^import .*$/m)?.[0]).toBe("import './zod-config';");
  });
});

describe('links built from data', () => {
  it('every link on the dashboard, open detail view included, stays on this site or is mailto:/tel: or a share', async () => {
    await signInAs();
    renderApp('/dashboard/deliveries?delivery=dlv_0001');
    const view = await screen.findByRole('dialog');
    await within(view).findByRole('list', { name: 'Tracking history' });
    await within(view).findByRole('heading', { name: 'Customer tracking link' });
    expect(await screen.findAllByRole('article', { hidden: true })).not.toHaveLength(0);

    const hrefs = [...document.querySelectorAll('a[href]')].map((anchor) => anchor.getAttribute('href') ?? '');
    const offSite = hrefs.filter((href) => {
      const url = new URL(href, window.location.href);
      if (url.protocol === 'mailto:' || url.protocol === 'tel:' || url.protocol === 'sms:') return false;
      // The tracking link shared by WhatsApp: the app builds this URL, only its text comes from data.
      if (url.origin === 'https://wa.me') return false;
      return url.origin !== window.location.origin;
    });
    expect(offSite).toEqual([]);
    // The customers' contacts are links built from the server's data.
    expect(hrefs).toEqual(
      expect.arrayContaining(['mailto:chioma.nwosu@example.com', expect.stringMatching(/^tel:\+234\d+$/)]),
    );
  });
});
