import { setTimeout as sleep } from 'node:timers/promises';
import type { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints, type EndpointDef, type EndpointName } from '@/api/endpoints';
import { errorMessages } from '@/api/errors';
import { apiConfig } from '@/config';
import { tokenStorage } from '@/api/token-storage';
import { expireAccessTokens } from '@mocks/handlers/auth';
import { server } from '@mocks/node';
import { currentHref, renderApp, signInAs } from './render';

/*
 * The fault-injection matrix of issue 5 (src/__tests__/faults/). Each row of a test file
 * names one endpoint of the contract, the screen that calls it and the user's action; it is
 * crossed with every fault below. Faults are injected with a handler built from the
 * endpoint's own method and path, so the matrix cannot drift from src/api/endpoints.ts.
 */

export type Ui = ReturnType<typeof renderApp>;
export type ScreenGroup = 'public' | 'deliveries' | 'wallet' | 'profile' | 'billing';

/**
 * Every endpoint of the contract: the screens that call it (and the group of test files that
 * covers it), or why no screen does. `Record<EndpointName, …>`: a new endpoint does not
 * typecheck until it is placed here.
 */
export const endpointScreens: Record<
  EndpointName,
  { calledFrom: Array<{ group: ScreenGroup; screen: string }> } | { notCalled: string }
> = {
  signUp: { calledFrom: [{ group: 'public', screen: '/signup — Create Account & Sign In' }] },
  signIn: { calledFrom: [{ group: 'public', screen: '/signin — Access Dashboard' }] },
  refresh: {
    notCalled:
      'no screen calls it: the HTTP client does, on a 401 (src/api/client.ts refreshSession); every expired-token case of every signed-in row exercises it',
  },
  me: {
    calledFrom: [
      { group: 'public', screen: 'the route guard of every signed-in page (opening /dashboard/deliveries)' },
    ],
  },
  signOut: { calledFrom: [{ group: 'public', screen: '/dashboard — Logout' }] },
  forgotPassword: {
    calledFrom: [{ group: 'public', screen: '/forgot-password — Send Reset Link (and Resend Email)' }],
  },
  resetPassword: { calledFrom: [{ group: 'public', screen: '/reset-password?token=… — the new password, saved' }] },
  verifyEmail: {
    calledFrom: [{ group: 'public', screen: '/verify-email?email=… — the six-digit code (sent at the sixth digit)' }],
  },
  createApiAccessRequest: {
    calledFrom: [{ group: 'public', screen: '/ — Request API Access dialog, Request Access' }],
  },
  listApiAccessRequests: { notCalled: 'reviewing API-access requests is staff work; the product has no staff screen' },
  getApiAccessRequest: { notCalled: 'reviewing API-access requests is staff work; the product has no staff screen' },
  updateApiAccessRequest: { notCalled: 'reviewing API-access requests is staff work; the product has no staff screen' },
  createDelivery: {
    calledFrom: [{ group: 'deliveries', screen: '/dashboard/deliveries/new — Create delivery' }],
  },
  createDeliveries: {
    calledFrom: [{ group: 'deliveries', screen: '/dashboard/deliveries?view=table — Import CSV, Import' }],
  },
  listDeliveries: { calledFrom: [{ group: 'deliveries', screen: '/dashboard — Deliveries tab list' }] },
  listAttention: {
    calledFrom: [{ group: 'deliveries', screen: '/dashboard/deliveries?view=attention — Needs attention' }],
  },
  getDelivery: {
    calledFrom: [{ group: 'deliveries', screen: '/dashboard/deliveries?delivery=… — delivery detail view' }],
  },
  getDeliveryTracking: {
    calledFrom: [{ group: 'deliveries', screen: '/dashboard/deliveries?delivery=… — Tracking history' }],
  },
  acceptDelivery: { calledFrom: [{ group: 'deliveries', screen: 'Deliveries tab — Accept on a card' }] },
  rejectDelivery: {
    calledFrom: [{ group: 'deliveries', screen: 'Deliveries tab — Reject on a card, with a reason' }],
  },
  updateDeliveryStatus: {
    calledFrom: [{ group: 'deliveries', screen: 'Deliveries tab — Mark as Picked Up on a card' }],
  },
  cancelDelivery: {
    calledFrom: [{ group: 'deliveries', screen: 'delivery detail view — Cancel delivery with a reason' }],
  },
  updateTracking: {
    calledFrom: [{ group: 'deliveries', screen: 'delivery detail view — Update location of a delivery on the road' }],
  },
  getWallet: { calledFrom: [{ group: 'wallet', screen: '/dashboard/wallet — balance (and the dashboard load)' }] },
  listTransactions: {
    calledFrom: [
      { group: 'wallet', screen: '/dashboard/wallet — Recent transactions' },
      { group: 'billing', screen: '/dashboard/billing — Billing history' },
    ],
  },
  getTransaction: {
    calledFrom: [{ group: 'wallet', screen: '/dashboard/wallet/transactions?transaction=… — transaction detail' }],
  },
  topUp: { calledFrom: [{ group: 'wallet', screen: 'Wallet — Add money, Confirm' }] },
  transfer: { calledFrom: [{ group: 'wallet', screen: 'Wallet — Send, Confirm' }] },
  resolveRecipient: {
    calledFrom: [{ group: 'wallet', screen: 'Wallet — Send, Review transfer (the recipient’s name)' }],
  },
  withdraw: { calledFrom: [{ group: 'wallet', screen: 'Wallet — Withdraw, Confirm' }] },
  listBanks: { calledFrom: [{ group: 'wallet', screen: 'Wallet — Add a payout account (the banks)' }] },
  resolveBankAccount: {
    calledFrom: [{ group: 'wallet', screen: 'Wallet — Add a payout account (the bank’s name enquiry)' }],
  },
  listPayoutAccounts: { calledFrom: [{ group: 'wallet', screen: '/dashboard/wallet — Payout accounts' }] },
  createPayoutAccount: { calledFrom: [{ group: 'wallet', screen: 'Wallet — Add a payout account, Save account' }] },
  setDefaultPayoutAccount: { calledFrom: [{ group: 'wallet', screen: 'Wallet — a payout account’s Make default' }] },
  deletePayoutAccount: { calledFrom: [{ group: 'wallet', screen: 'Wallet — a payout account’s Remove, confirmed' }] },
  getWalletStatistics: {
    calledFrom: [{ group: 'wallet', screen: '/dashboard/wallet — Total earnings / Platform fees' }],
  },
  listDeliveryRoutes: {
    calledFrom: [{ group: 'profile', screen: '/dashboard/profile — Delivery Routes (and the dashboard load)' }],
  },
  createDeliveryRoute: { calledFrom: [{ group: 'profile', screen: 'Profile tab — Add Route, Save Route' }] },
  updateDeliveryRoute: { notCalled: 'routes are not edited in place: the dashboard adds, toggles and deletes them' },
  deleteDeliveryRoute: { calledFrom: [{ group: 'profile', screen: 'Profile tab — Delete route, confirmed' }] },
  toggleDeliveryRoute: { calledFrom: [{ group: 'profile', screen: 'Profile tab — a route’s active switch' }] },
  getPartnerProfile: { calledFrom: [{ group: 'profile', screen: '/dashboard/profile — Profile card' }] },
  updatePartnerProfile: { calledFrom: [{ group: 'profile', screen: 'Profile tab — Edit Profile, Save changes' }] },
  getPartnerSettings: { calledFrom: [{ group: 'profile', screen: '/dashboard/profile — Account settings' }] },
  updatePartnerSettings: { calledFrom: [{ group: 'profile', screen: 'Profile tab — a setting’s switch' }] },
  getBillingInfo: {
    calledFrom: [{ group: 'billing', screen: '/dashboard/billing — Billing information (and the dashboard load)' }],
  },
  updateBillingInfo: { calledFrom: [{ group: 'billing', screen: 'Billing tab — Update Billing Info' }] },
  listPaymentMethods: { calledFrom: [{ group: 'billing', screen: '/dashboard/billing — Payment methods' }] },
  createPaymentMethod: { calledFrom: [{ group: 'billing', screen: 'Billing tab — Add Payment Method dialog' }] },
  updatePaymentMethod: { calledFrom: [{ group: 'billing', screen: 'Billing tab — Edit payment method dialog' }] },
  deletePaymentMethod: { calledFrom: [{ group: 'billing', screen: 'Billing tab — Delete payment method, confirmed' }] },
  getDeliveryStatistics: {
    calledFrom: [{ group: 'profile', screen: '/dashboard/profile — Delivery statistics (and the dashboard load)' }],
  },
  getPerformance: { calledFrom: [{ group: 'wallet', screen: '/dashboard/wallet — Earnings (7 / 30 / 90 days)' }] },
};

/** The endpoints a group of screens calls, by the map above. */
export function endpointsOf(group: ScreenGroup): EndpointName[] {
  return (Object.keys(endpointScreens) as EndpointName[]).filter((name) => {
    const entry = endpointScreens[name];
    return 'calledFrom' in entry && entry.calledFrom.some((screen) => screen.group === group);
  });
}

/* ------------------------------------------------------------------------------------------ */
/* Faults                                                                                      */
/* ------------------------------------------------------------------------------------------ */

/** Faults after which the screen shows a failure, then recovers once the fault is gone. */
export const failureFaults = [
  'server-error',
  'network',
  'timeout',
  'wrong-shape',
  'not-json',
  'empty-refusal',
] as const;
export type FailureFault = (typeof failureFaults)[number];
/** Faults of a signed-in call's access token. */
export const sessionFaults = ['expired', 'refresh-fails'] as const;
export type SessionFault = (typeof sessionFaults)[number];
export type Fault = FailureFault | SessionFault;

export const faultLabels: Record<Fault, string> = {
  'server-error': 'a 500 with a message',
  network: 'a network error',
  timeout: 'a hang past the 30 s timeout',
  'wrong-shape': 'a wrong-shape JSON reply',
  'not-json': 'a non-JSON reply',
  'empty-refusal': 'a 200 envelope with success: false and no message',
  expired: 'an expired token: 401 → refresh → retry succeeds',
  'refresh-fails': 'an expired token whose refresh fails: signed out, location kept',
};

/** The message of the injected 500. Screens that show the server's message show this one. */
export const serverMessage = 'The DeliverOS ledger is temporarily unavailable';

/** The message the client's ApiError carries for each fault — what a screen that shows `error.message` shows. */
export function clientMessage(fault: FailureFault): string {
  switch (fault) {
    case 'server-error':
      return serverMessage;
    case 'network':
      return errorMessages.network;
    case 'timeout':
      return errorMessages.timeout;
    case 'wrong-shape':
    case 'not-json':
      return errorMessages.invalidResponse;
    case 'empty-refusal':
      return errorMessages.unexpected;
  }
}

/** Whether the server answered (a status and an envelope), as opposed to no usable answer. */
export const answered = (fault: FailureFault) => fault === 'server-error' || fault === 'empty-refusal';

type Method = Lowercase<EndpointDef['method']>;
const handlerFor = (endpoint: EndpointDef) => http[endpoint.method.toLowerCase() as Method];

/** Requests held open by a `timeout` fault; released when aborted, or at the end of the test. */
const hanging = new Set<() => void>();

function faultReply(fault: FailureFault, request: Request): Response | Promise<Response> {
  switch (fault) {
    case 'server-error':
      return HttpResponse.json(
        { success: false, data: null, message: serverMessage, code: 'INTERNAL_ERROR' },
        { status: 500 },
      );
    case 'network':
      return HttpResponse.error();
    case 'timeout':
      return new Promise<Response>((resolve) => {
        const release = () => {
          hanging.delete(release);
          resolve(HttpResponse.error());
        };
        hanging.add(release);
        request.signal.addEventListener('abort', release, { once: true });
      });
    case 'wrong-shape':
      return HttpResponse.json({ success: true, data: { nonsense: 1 } });
    case 'not-json':
      return new HttpResponse('<!doctype html><title>502 Bad Gateway</title><h1>Bad Gateway</h1>', {
        status: 200,
        headers: { 'Content-Type': 'text/html' },
      });
    case 'empty-refusal':
      return HttpResponse.json({ success: false, data: null });
  }
}

export interface InjectedFault {
  /** Calls that reached this endpoint, faulted or not. */
  readonly hits: number;
  /** The Idempotency-Key of each call, in order. */
  readonly idempotencyKeys: Array<string | null>;
  /** The fault is gone: later calls reach the mock API. */
  heal: () => void;
}

/** Makes every call of `endpoint` fail with `fault` until `heal()`; the handler is the endpoint's own method and path. */
export function injectFault(endpoint: EndpointDef, fault: FailureFault): InjectedFault {
  let active = true;
  const idempotencyKeys: Array<string | null> = [];
  server.use(
    handlerFor(endpoint)(`*${endpoint.path}`, ({ request }) => {
      idempotencyKeys.push(request.headers.get('Idempotency-Key'));
      return active ? faultReply(fault, request) : undefined; // undefined: on to the mock API
    }),
  );
  return {
    get hits() {
      return idempotencyKeys.length;
    },
    idempotencyKeys,
    heal: () => {
      active = false;
    },
  };
}

/** POST /api/auth/refresh refuses every refresh token (the server ended the session). */
export function breakRefresh(): void {
  server.use(
    handlerFor(endpoints.refresh)(`*${endpoints.refresh.path}`, () =>
      HttpResponse.json(
        { success: false, data: null, message: 'Authentication required', code: 'UNAUTHORIZED' },
        { status: 401 },
      ),
    ),
  );
}

/**
 * Holds POST /api/auth/refresh until `ready()` (say, until every expected call has met its
 * 401), then lets it through to the mock API: the calls are then concurrent for certain,
 * however fast the mock answers. Gives up waiting after 3 s (the test's checks then fail).
 */
export function holdRefreshUntil(ready: () => boolean): void {
  server.use(
    handlerFor(endpoints.refresh)(`*${endpoints.refresh.path}`, async () => {
      const deadline = performance.now() + 3_000;
      while (!ready() && performance.now() < deadline) await new Promise<void>((resolve) => setImmediate(resolve));
      return undefined;
    }),
  );
}

const pathPattern = (endpoint: EndpointDef) => new RegExp(`^${endpoint.path.replace(/:[A-Za-z]+/g, '[^/]+')}$`);

/** The statuses the mock API answered `endpoint` with, in order (network errors and hangs have none). */
export function recordStatuses(endpoint: EndpointDef): () => number[] {
  const pattern = pathPattern(endpoint);
  const statuses: number[] = [];
  server.events.on('response:mocked', ({ request, response }) => {
    if (request.method === endpoint.method && pattern.test(new URL(request.url).pathname))
      statuses.push(response.status);
  });
  return () => [...statuses];
}

/** How many calls of `endpoint` started. */
export function countCalls(endpoint: EndpointDef): () => number {
  const pattern = pathPattern(endpoint);
  let count = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.method === endpoint.method && pattern.test(new URL(request.url).pathname)) count += 1;
  });
  return () => count;
}

/* ------------------------------------------------------------------------------------------ */
/* Time                                                                                        */
/* ------------------------------------------------------------------------------------------ */

/** Requests on their way (started, not ended); a hung one counts as waiting on the clock, not on the network. */
const inFlight = new Set<string>();

/**
 * Fake timers for a fault case: the 30 s timeout and the 1 s retry delays run on the fake
 * clock; the clock also follows real time, so Testing Library's own waits still work.
 */
export function installFaultTimers(): void {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
      shouldAdvanceTime: true,
    });
    inFlight.clear();
    server.events.on('request:start', ({ requestId }) => inFlight.add(requestId));
    server.events.on('request:end', ({ requestId }) => inFlight.delete(requestId));
  });
  afterEach(() => {
    for (const release of [...hanging]) release();
    vi.useRealTimers();
  });
}

/** A real pause (node:timers/promises is not faked): lets lazy chunks and the mock API get on, without spinning. */
const realTick = () => act(() => sleep(1));

/**
 * Waits until `check` passes. While a request is on its way, it waits in real time; when
 * only timers are left (a retry delay, a hung request's timeout, a toast), it moves the fake
 * clock to the next one — so a 30 s timeout takes no real time, and no request that is
 * merely slow in real time can time out. No timing assertion: only what the user sees.
 */
export async function settle(check: () => void, { timeoutMs = 15_000, maxClockMs = 60_000 } = {}): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  const clockStart = Date.now();
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (performance.now() > deadline) throw error;
    }
    const waitingOnNetwork = inFlight.size > hanging.size;
    if (waitingOnNetwork || vi.getTimerCount() === 0 || Date.now() - clockStart > maxClockMs) await realTick();
    else await act(() => vi.advanceTimersToNextTimerAsync());
  }
}

/** Waits in real time until no request is on its way and the app has no query or mutation pending. */
export async function waitForIdle(queryClient: QueryClient, { timeoutMs = 15_000 } = {}): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (inFlight.size > hanging.size || queryClient.isMutating() > 0 || queryClient.isFetching() > 0) {
    if (performance.now() > deadline) throw new Error('The app did not settle');
    await realTick();
  }
}

/* ------------------------------------------------------------------------------------------ */
/* Session                                                                                     */
/* ------------------------------------------------------------------------------------------ */

export const demoAccount = { email: 'demo@example.com', password: 'Partner123!' };

/** Signed out to /signin, the page the partner was on kept in `?redirect=`, both tokens gone. */
export function expectSignedOutFrom(ui: Ui, from: string): void {
  expect(ui.router.state.location.pathname).toBe('/signin');
  expect(new URLSearchParams(ui.router.state.location.searchStr).get('redirect')).toBe(from);
  expect(screen.getByRole('heading', { name: 'Welcome back, Partner' })).toBeInTheDocument();
  expect(tokenStorage.getToken()).toBeNull();
  expect(tokenStorage.getRefreshToken()).toBeNull();
}

/** Signs in through the sign-in page as the demo partner. */
export async function signInThroughPage(ui: Ui): Promise<void> {
  await ui.user.type(screen.getByLabelText('Email address'), demoAccount.email);
  await ui.user.type(screen.getByLabelText('Password'), demoAccount.password);
  await ui.user.click(screen.getByRole('button', { name: 'Access Dashboard' }));
}

/**
 * Finds an open dialog once it takes pointer events: radix disables them on the page behind a
 * modal and enables them on the dialog a moment after it appears (user-event refuses to click
 * or type into it before).
 */
export async function findDialog(
  name: string | RegExp,
  role: 'dialog' | 'alertdialog' = 'dialog',
): Promise<HTMLElement> {
  const dialog = await screen.findByRole(role, { name });
  await waitFor(() => expect(dialog).toHaveStyle({ pointerEvents: 'auto' }));
  return dialog;
}

/** A sonner toast with exactly this text (toasts sit outside any open dialog, so by text, not role). */
export const toast = (text: string) => screen.getByText(text, { selector: '[data-sonner-toast] *' });
export const queryToast = (text: string) => screen.queryByText(text, { selector: '[data-sonner-toast] *' });

/* ------------------------------------------------------------------------------------------ */
/* The matrix                                                                                  */
/* ------------------------------------------------------------------------------------------ */

export interface FaultRow {
  endpoint: EndpointName;
  /** The screen and the user's action, for the test name. */
  screen: string;
  path: string;
  /** `load`: the call happens as the screen opens; `action`: on `act`, once `ready`. */
  kind: 'load' | 'action';
  /** The screen is usable (actions only). */
  ready?: (ui: Ui) => Promise<void>;
  /** What the user does (actions only): fill in, click. */
  act?: (ui: Ui) => Promise<void>;
  /** What the user sees after the failure (synchronous: checked while the clock moves). */
  failed: (ui: Ui, fault: FailureFault) => void;
  /** Nothing typed is lost (forms only). */
  kept?: (ui: Ui) => void;
  /** The screen's own way to try again, once the fault is gone. */
  retry: (ui: Ui, fault: FailureFault) => Promise<void>;
  /** What the user sees when the call succeeds: after the retry, or after a silent refresh. */
  done: (ui: Ui) => void;
  /** Checks of the calls themselves once recovered, e.g. that a retried money move reused its Idempotency-Key. */
  afterRecovery?: (fault: FailureFault, injected: InjectedFault) => void;
  /** Where a failed refresh leaves the partner; by default /signin with the page kept. */
  signedOut?: (ui: Ui, from: string) => void;
}

function open(row: FaultRow): Ui {
  // delay: null — no pause between keystrokes: typing costs no (fake or real) time.
  return renderApp(row.path, { userEvent: { delay: null } });
}

async function openReady(row: FaultRow): Promise<Ui> {
  const ui = open(row);
  await row.ready?.(ui);
  return ui;
}

async function runFailure(row: FaultRow, fault: FailureFault): Promise<void> {
  const endpoint = endpoints[row.endpoint];
  if (endpoint.auth !== 'public') await signInAs();
  let injected: InjectedFault;
  let ui: Ui;
  if (row.kind === 'load') {
    injected = injectFault(endpoint, fault);
    ui = open(row);
  } else {
    ui = await openReady(row);
    injected = injectFault(endpoint, fault);
    await row.act!(ui);
  }
  await settle(() => {
    expect(injected.hits).toBeGreaterThan(0);
    row.failed(ui, fault);
  });
  // The one retry layer: a GET is tried 3 times on a 5xx or a network error and once on a
  // timeout; a write is never retried behind the user's back. (A GET that fails fast may be
  // asked again when its screen mounts after the route loader's prefetch failed.)
  if (endpoint.method !== 'GET' || fault === 'timeout') expect(injected.hits).toBe(1);
  else if (fault === 'server-error' || fault === 'network') expect(injected.hits % apiConfig.retryTries).toBe(0);
  row.kept?.(ui);

  injected.heal();
  await row.retry(ui, fault);
  await settle(() => row.done(ui));
  row.afterRecovery?.(fault, injected);
}

async function runExpired(row: FaultRow): Promise<void> {
  const endpoint = endpoints[row.endpoint];
  await signInAs();
  const refreshes = countCalls(endpoints.refresh);
  const statuses = recordStatuses(endpoint);
  let ui: Ui;
  if (row.kind === 'load') {
    // The session check may meet its 401 first: the refresh waits until this call has met its own.
    holdRefreshUntil(() => statuses().includes(401));
    expireAccessTokens();
    ui = open(row);
  } else {
    ui = await openReady(row);
    expireAccessTokens();
    await row.act!(ui);
  }
  await settle(() => {
    row.done(ui);
    // The call was refused with the expired token, then went through with the new one.
    expect(statuses()[0]).toBe(401);
    expect(statuses().at(-1)).toBeLessThan(300);
  });
  expect(refreshes()).toBe(1);
}

async function runRefreshFails(row: FaultRow): Promise<void> {
  const endpoint = endpoints[row.endpoint];
  await signInAs();
  breakRefresh();
  const statuses = recordStatuses(endpoint);
  let ui: Ui;
  let from: string;
  if (row.kind === 'load') {
    expireAccessTokens();
    ui = open(row);
    from = row.path;
  } else {
    ui = await openReady(row);
    from = currentHref(ui.router);
    expireAccessTokens();
    await row.act!(ui);
  }
  const signedOut = row.signedOut ?? expectSignedOutFrom;
  await settle(() => {
    expect(statuses()).toContain(401);
    signedOut(ui, from);
  });

  // Still usable: signing in again leads back to the page kept (or to the dashboard's first section).
  const back = new URLSearchParams(ui.router.state.location.searchStr).get('redirect') ?? '/dashboard/deliveries';
  await signInThroughPage(ui);
  await settle(() => {
    // hidden: an open dialog (a delivery's detail view) hides the page from the accessibility tree.
    expect(screen.getByRole('heading', { name: 'Partner Dashboard', hidden: true })).toBeInTheDocument();
    expect(currentHref(ui.router)).toBe(back);
  });
}

/**
 * The matrix of one group of screens: every row crossed with every failure fault, and with
 * both session faults when its endpoint needs a signed-in partner. First, a check that the
 * rows are exactly the endpoints `endpointScreens` gives this group.
 */
export function faultMatrix(group: ScreenGroup, rows: FaultRow[]): void {
  installFaultTimers();

  it(`has a row for every endpoint the ${group} screens call`, () => {
    expect([...new Set(rows.map((row) => row.endpoint))].sort()).toEqual([...endpointsOf(group)].sort());
  });

  describe.each(
    rows.map(
      (row) =>
        [
          `${row.endpoint} (${endpoints[row.endpoint].method} ${endpoints[row.endpoint].path}) — ${row.screen}`,
          row,
        ] as const,
    ),
  )('%s', (_name, row) => {
    it.each(failureFaults.map((fault) => [faultLabels[fault], fault] as const))('%s', (_label, fault) =>
      runFailure(row, fault),
    );
    if (endpoints[row.endpoint].auth === 'user') {
      it.each(sessionFaults.map((fault) => [faultLabels[fault], fault] as const))('%s', (_label, fault) =>
        fault === 'expired' ? runExpired(row) : runRefreshFails(row),
      );
    }
  });
}
