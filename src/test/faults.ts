import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointDef, type EndpointName } from '@/api/endpoints';
import { apiConfig } from '@/config';
import { expireAccessTokens } from '@mocks/sessions';
import { installFaultTimers, settle } from './fault-clock';
import {
  breakRefresh,
  countCalls,
  holdRefreshUntil,
  injectFault,
  recordStatuses,
  type InjectedFault,
} from './fault-injection';
import { faultLabels, failureFaults, sessionFaults, type FailureFault } from './fault-kinds';
import { endpointsOf, type ScreenGroup } from './fault-screens';
import { currentHref, renderApp, signInAs } from './render';
import { demoAccount, expectSignedOutFrom, operatorAccount, signInThroughPage, type Ui } from './screen-helpers';

/*
 * The fault-injection matrix of issue 5 (src/__tests__/faults/). Each row of a test file
 * names one endpoint of the contract, the screen that calls it and the user's action; it is
 * crossed with every fault of fault-kinds.ts. Faults are injected with a handler built from the
 * endpoint's own method and path, so the matrix cannot drift from src/api/endpoints.ts.
 *
 * This module is the matrix itself, and the one import of the fault tests: it re-exports the
 * pieces, which live in fault-screens.ts (the endpoint → screen table), fault-kinds.ts,
 * fault-injection.ts, fault-clock.ts and screen-helpers.ts.
 */

export * from './fault-clock';
export * from './fault-injection';
export * from './fault-kinds';
export * from './fault-screens';
export * from './screen-helpers';

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

/** An action row's act and retry when both are one click on `button` (looked up at each click). */
export function clickToRetry(button: () => HTMLElement): Pick<FaultRow, 'act' | 'retry'> {
  const click = async ({ user }: Ui) => {
    await user.click(button());
  };
  return { act: click, retry: click };
}

/**
 * The row of a section that loads as its screen opens: the region named `region` (or, with
 * none, the page) says `couldNotLoad` (with `asAlert`, as its alert), and `alsoFailed` holds;
 * its Retry loads it again.
 */
export function loadRow({
  region,
  couldNotLoad,
  asAlert,
  alsoFailed,
  ...row
}: Pick<FaultRow, 'endpoint' | 'screen' | 'path' | 'done'> & {
  region?: string;
  couldNotLoad: string;
  asAlert?: boolean;
  alsoFailed?: () => void;
}): FaultRow {
  const scope = () => (region ? within(screen.getByRole('region', { name: region, hidden: true })) : screen);
  return {
    ...row,
    kind: 'load',
    failed: () => {
      if (asAlert) expect(scope().getByRole('alert')).toHaveTextContent(couldNotLoad);
      else expect(scope().getByText(couldNotLoad)).toBeInTheDocument();
      alsoFailed?.();
    },
    retry: async ({ user }) => {
      await user.click(scope().getByRole('button', { name: 'Retry' }));
    },
  };
}

/**
 * The row of an overview tile's call (the dashboard load): the dashboard banner of
 * docs/product.md#error-texts and the tile's own word, Unavailable; the banner's Retry loads it
 * again, and the tile then shows `shows`.
 */
export function overviewRow({
  tile,
  shows,
  ...row
}: Pick<FaultRow, 'endpoint' | 'screen'> & { tile: string; shows: string }): FaultRow {
  const banner = () => screen.queryByText('Failed to load dashboard data');
  return {
    ...row,
    path: '/dashboard/overview',
    kind: 'load',
    failed: () => {
      expect(banner()).toBeInTheDocument();
      expect(within(screen.getByTestId(tile)).getByText('Unavailable')).toBeInTheDocument();
    },
    retry: async ({ user }) => {
      await user.click(
        within(banner()!.closest<HTMLElement>('[role="alert"]')!).getByRole('button', { name: 'Retry' }),
      );
    },
    done: () => {
      expect(screen.getByTestId(tile)).toHaveTextContent(shows);
      expect(banner()).not.toBeInTheDocument();
    },
  };
}

/** Who calls an endpoint: DeliverOS operations for an operations-only one, else the demo partner. */
const forOperator = (name: EndpointName) => (endpoints[name] as EndpointDef).role === 'operator';
const accountFor = (name: EndpointName) => (forOperator(name) ? operatorAccount : demoAccount);
const signInFor = (name: EndpointName) => signInAs(accountFor(name).email, accountFor(name).password);

function open(row: FaultRow): Ui {
  // delay: null — no pause between keystrokes: typing costs no (fake or real) time.
  return renderApp(row.path, { userEvent: { delay: null } });
}

async function openReady(row: FaultRow): Promise<Ui> {
  const ui = open(row);
  await row.ready?.(ui);
  // Nothing of the page's own loading still under way: a request still in flight when a test
  // then expires the session would meet the 401 before the action does (CI once signed the
  // Developers section out while its revoke dialog opened).
  await waitFor(() => expect(ui.queryClient.isFetching()).toBe(0));
  await waitFor(() => expect(ui.router.state.status).toBe('idle'));
  return ui;
}

async function runFailure(row: FaultRow, fault: FailureFault): Promise<void> {
  const endpoint = endpoints[row.endpoint];
  if (endpoint.auth !== 'public') await signInFor(row.endpoint);
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
  await signInFor(row.endpoint);
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
    // A screen's polling (the webhooks' list, every 5 s) may meet a 401 while the row acts: the
    // refresh waits until the action has met its own (or 3 s), so the action is sent expired.
    holdRefreshUntil(() => statuses().includes(401));
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
  await signInFor(row.endpoint);
  const statuses = recordStatuses(endpoint);
  breakRefresh(() => statuses().includes(401));
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
  const operator = forOperator(row.endpoint);
  const back =
    new URLSearchParams(ui.router.state.location.searchStr).get('redirect') ??
    (operator ? '/ops/api-access' : '/dashboard/deliveries');
  await signInThroughPage(ui, accountFor(row.endpoint));
  await settle(() => {
    // hidden: an open dialog (a delivery's detail view) hides the page from the accessibility tree.
    const heading = operator ? 'API access requests' : 'Partner Dashboard';
    expect(screen.getByRole('heading', { name: heading, hidden: true })).toBeInTheDocument();
    expect(currentHref(ui.router)).toBe(back);
  });
}

/**
 * The matrix of one group of screens: every row crossed with every failure fault, and with
 * both session faults when its endpoint needs a signed-in partner. First, a check that the
 * rows (with those another file runs, `elsewhere`) are exactly the endpoints `endpointScreens`
 * gives this group.
 */
export function faultMatrix(
  group: ScreenGroup,
  rows: FaultRow[],
  { elsewhere = [] }: { elsewhere?: FaultRow[] } = {},
): void {
  installFaultTimers();

  it(`has a row for every endpoint the ${group} screens call`, () => {
    expect([...new Set([...rows, ...elsewhere].map((row) => row.endpoint))].sort()).toEqual(
      [...endpointsOf(group)].sort(),
    );
  });

  faultRows(rows);
}

/**
 * Rows of a group's matrix that run in a file of their own (a long group split across two
 * test files, so that the two test workers share it); the group's `faultMatrix` names them in
 * `elsewhere`. Call inside a describe that installs the fault timers.
 */
export function faultRows(rows: FaultRow[]): void {
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

/**
 * A describe of its own for rows that run in a file of their own (`faultRows`): the fault timers,
 * a check that the rows are exactly the endpoints named, then each row.
 */
export function faultRowsFile(title: string, check: string, rows: FaultRow[], names: readonly string[]): void {
  describe(title, () => {
    installFaultTimers();

    it(check, () => {
      expect(rows.map((row) => row.endpoint).sort()).toEqual([...names].sort());
    });

    faultRows(rows);
  });
}
