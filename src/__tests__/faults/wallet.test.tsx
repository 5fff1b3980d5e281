import { screen, within } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/api/endpoints';
import { walletMessages } from '@/routes/-features/wallet/messages';
import {
  countCalls,
  faultMatrix,
  settle,
  toast,
  installFaultTimers,
  waitForIdle,
  type FailureFault,
  type FaultRow,
  type InjectedFault,
  type Ui,
} from '@/test/faults';
import { findSectionLink, renderApp, sectionLink, signInAs } from '@/test/render';
import { db } from '@mocks/db';
import { handlers } from '@mocks/handlers';
import { server } from '@mocks/node';
import { DEMO_USER_ID } from '@mocks/seed';

/*
 * Fault matrix, the Wallet tab: the balance with its quick actions, this month's statistics
 * and the recent transactions. The demo partner starts with ₦125,000; this month's
 * statistics are ₦50,000 of earnings and ₦5,000 of fees. See src/test/faults.ts.
 */

const WALLET_TAB = '/dashboard/wallet';
const balanceOnServer = () => db.state.wallets.find((w) => w.partnerId === DEMO_USER_ID)!.balance;
const region = (name: string) => within(screen.getByRole('region', { name }));
const balanceCard = () => region('Wallet balance');
const banner = () => screen.queryByText('Failed to load dashboard data');

const readyWallet = async () => {
  await within(await screen.findByRole('region', { name: 'Wallet balance' })).findByText('₦125,000');
};

/**
 * A failure the server answered with (a refusal) is stored under its key: retrying it is
 * pointless, so the toast offers no Retry and the button is clicked again, as a new action.
 * Anything else (a 5xx, no answer, an unreadable one) is retried from the toast, same key.
 */
const retriedFromToast = (fault: FailureFault) => fault !== 'empty-refusal';

function moneyRow(
  endpoint: 'topUp' | 'withdraw',
  button: string,
  texts: { failed: string; done: string },
  after: { shown: string; balance: number },
): FaultRow {
  return {
    endpoint,
    screen: button,
    path: WALLET_TAB,
    kind: 'action',
    ready: readyWallet,
    act: async ({ user }) => {
      await user.click(screen.getByRole('button', { name: button }));
    },
    failed: (_ui, fault) => {
      const failure = toast(texts.failed).closest<HTMLElement>('[data-sonner-toast]')!;
      if (retriedFromToast(fault)) expect(within(failure).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
      else expect(within(failure).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
      expect(balanceCard().getByText('₦125,000')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: button })).toBeEnabled();
      expect(balanceOnServer()).toBe(125_000);
    },
    retry: async ({ user }, fault) => {
      if (retriedFromToast(fault)) {
        const failure = toast(texts.failed).closest<HTMLElement>('[data-sonner-toast]')!;
        await user.click(within(failure).getByRole('button', { name: 'Retry' }));
      } else {
        await user.click(screen.getByRole('button', { name: button }));
      }
    },
    done: () => {
      expect(toast(texts.done)).toBeInTheDocument();
      expect(balanceCard().getByText(after.shown)).toBeInTheDocument();
      // Exactly one money move, whatever happened before.
      expect(balanceOnServer()).toBe(after.balance);
    },
    afterRecovery: (fault, injected: InjectedFault) => {
      const [first, second] = injected.idempotencyKeys;
      expect(injected.idempotencyKeys).toHaveLength(2);
      expect(first).toEqual(expect.any(String));
      if (retriedFromToast(fault)) expect(second).toBe(first);
      else expect(second).not.toBe(first);
    },
  };
}

const rows: FaultRow[] = [
  {
    endpoint: 'getWallet',
    screen: 'the Wallet tab opens (the dashboard load)',
    path: WALLET_TAB,
    kind: 'load',
    failed: () => {
      // SPEC.md §8's dashboard banner, and the balance card's own error.
      expect(banner()).toBeInTheDocument();
      expect(balanceCard().getByText("Couldn't load your balance.")).toBeInTheDocument();
      expect(within(screen.getByTestId('overview-wallet')).getByText('Unavailable')).toBeInTheDocument();
    },
    retry: async ({ user }) => {
      await user.click(
        within(banner()!.closest<HTMLElement>('[role="alert"]')!).getByRole('button', { name: 'Retry' }),
      );
    },
    done: () => {
      expect(balanceCard().getByText('₦125,000')).toBeInTheDocument();
      expect(screen.getByTestId('overview-wallet')).toHaveTextContent('₦125,000');
      expect(banner()).not.toBeInTheDocument();
    },
  },
  {
    endpoint: 'listTransactions',
    screen: 'the Wallet tab’s recent transactions',
    path: WALLET_TAB,
    kind: 'load',
    failed: () => {
      expect(region('Recent transactions').getByText("Couldn't load your transactions.")).toBeInTheDocument();
      // Not a dashboard-load failure: no banner.
      expect(banner()).not.toBeInTheDocument();
    },
    retry: async ({ user }) => {
      await user.click(region('Recent transactions').getByRole('button', { name: 'Retry' }));
    },
    done: () => {
      expect(within(screen.getByRole('list', { name: 'Recent transactions' })).getAllByRole('listitem')).toHaveLength(
        5,
      );
    },
  },
  {
    endpoint: 'getWalletStatistics',
    screen: 'the Wallet tab’s Total earnings and Platform fees',
    path: WALLET_TAB,
    kind: 'load',
    // SPEC.md §3: without the statistics, the cards estimate from the transactions, and say so.
    failed: () => {
      expect(region('Total earnings').getByText('Estimated from your recent transactions')).toBeInTheDocument();
      expect(region('Total earnings').getByText('₦100,000')).toBeInTheDocument();
      expect(region('Platform fees').getByText('₦35,000')).toBeInTheDocument();
    },
    // No Retry button while the estimate stands: leaving the tab and coming back asks again.
    retry: async ({ user }) => {
      await user.click(sectionLink('Profile'));
      await user.click(await findSectionLink('Wallet'));
    },
    done: () => {
      expect(region('Total earnings').getByText('₦50,000')).toBeInTheDocument();
      expect(region('Platform fees').getByText('₦5,000')).toBeInTheDocument();
      expect(screen.queryByText('Estimated from your recent transactions')).not.toBeInTheDocument();
    },
  },
  moneyRow(
    'topUp',
    'Add ₦5,000',
    { failed: walletMessages.topUpFailed, done: walletMessages.toppedUp(5_000) },
    { shown: '₦130,000', balance: 130_000 },
  ),
  moneyRow(
    'withdraw',
    'Withdraw ₦5,000',
    { failed: walletMessages.withdrawFailed, done: walletMessages.withdrawn(5_000) },
    { shown: '₦120,000', balance: 120_000 },
  ),
];

describe('faults: wallet', () => {
  faultMatrix('wallet', rows);
});

/* ------------------------------------------------------------------------------------------ */

const quickActions = [
  {
    name: 'top-up',
    endpoint: endpoints.topUp,
    button: 'Add ₦5,000',
    failed: walletMessages.topUpFailed,
    done: walletMessages.toppedUp(5_000),
    after: '₦130,000',
    balance: 130_000,
  },
  {
    name: 'withdrawal',
    endpoint: endpoints.withdraw,
    button: 'Withdraw ₦5,000',
    failed: walletMessages.withdrawFailed,
    done: walletMessages.withdrawn(5_000),
    after: '₦120,000',
    balance: 120_000,
  },
] as const;

async function openWallet(): Promise<Ui> {
  await signInAs();
  const ui = renderApp(WALLET_TAB);
  await readyWallet();
  return ui;
}

describe('money moves: at most once', () => {
  installFaultTimers();

  it.each(quickActions)(
    'a double click on $button while the first $name is on its way makes one call and one balance change',
    async ({ endpoint, button, done, after, balance }) => {
      const calls = countCalls(endpoint);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      server.use(
        http.post(`*${endpoint.path}`, async () => {
          await held;
          return undefined; // then on to the mock API
        }),
      );
      const ui = await openWallet();
      await ui.user.dblClick(screen.getByRole('button', { name: button }));
      release();
      await settle(() => {
        expect(toast(done)).toBeInTheDocument();
        expect(balanceCard().getByText(after)).toBeInTheDocument();
        expect(screen.getByRole('button', { name: button })).toBeEnabled();
      });
      expect(calls()).toBe(1);
      expect(balanceOnServer()).toBe(balance);
    },
  );

  it.each(quickActions)(
    'a double click on $button whose first $name has already finished (a fast network) makes one call and one balance change',
    async ({ endpoint, button, done, after, balance }) => {
      const calls = countCalls(endpoint);
      await signInAs();
      let queryClient: QueryClient | undefined;
      // 100 ms between the two clicks, in which the first money move completes and the button is enabled again.
      const ui = renderApp(WALLET_TAB, {
        userEvent: {
          delay: 100,
          advanceTimers: async (ms) => {
            await vi.advanceTimersByTimeAsync(ms);
            if (queryClient) await waitForIdle(queryClient);
          },
        },
      });
      await readyWallet();
      queryClient = ui.queryClient;
      await ui.user.dblClick(screen.getByRole('button', { name: button }));
      queryClient = undefined;
      await settle(() => {
        expect(toast(done)).toBeInTheDocument();
        expect(balanceCard().getByText(after)).toBeInTheDocument();
      });
      expect(calls()).toBe(1);
      expect(balanceOnServer()).toBe(balance);
    },
  );

  it.each(quickActions)(
    'a $name that failed with a network error is retried from the toast with the same Idempotency-Key',
    async ({ endpoint, button, failed, done, after, balance }) => {
      const keys: Array<string | null> = [];
      server.use(
        http.post(`*${endpoint.path}`, ({ request }) => {
          keys.push(request.headers.get('Idempotency-Key'));
          return keys.length === 1 ? HttpResponse.error() : undefined; // then on to the mock API
        }),
      );
      const ui = await openWallet();
      await ui.user.click(screen.getByRole('button', { name: button }));
      await settle(() => expect(toast(failed)).toBeInTheDocument());
      expect(balanceOnServer()).toBe(125_000);

      await ui.user.click(
        within(toast(failed).closest<HTMLElement>('[data-sonner-toast]')!).getByRole('button', { name: 'Retry' }),
      );
      await settle(() => {
        expect(toast(done)).toBeInTheDocument();
        expect(balanceCard().getByText(after)).toBeInTheDocument();
      });
      expect(keys).toHaveLength(2);
      expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(keys[1]).toBe(keys[0]);
      expect(balanceOnServer()).toBe(balance);
    },
  );

  it.each(quickActions)(
    'a $name whose reply was lost after the ledger moved is retried with the same key and moves the money once',
    async ({ endpoint, button, failed, done, after, balance }) => {
      const keys: Array<string | null> = [];
      server.use(
        http.post(`*${endpoint.path}`, async ({ request }) => {
          keys.push(request.headers.get('Idempotency-Key'));
          if (keys.length > 1) return undefined;
          // The mock API acts on the first call; its reply never reaches the browser.
          await getResponse(handlers, request.clone());
          return HttpResponse.error();
        }),
      );
      const ui = await openWallet();
      await ui.user.click(screen.getByRole('button', { name: button }));
      await settle(() => expect(toast(failed)).toBeInTheDocument());
      expect(balanceOnServer()).toBe(balance); // it did go through

      await ui.user.click(
        within(toast(failed).closest<HTMLElement>('[data-sonner-toast]')!).getByRole('button', { name: 'Retry' }),
      );
      await settle(() => {
        expect(toast(done)).toBeInTheDocument();
        expect(balanceCard().getByText(after)).toBeInTheDocument();
      });
      expect(keys[1]).toBe(keys[0]);
      expect(balanceOnServer()).toBe(balance); // replayed, not charged twice
      expect(db.state.transactions.filter((t) => t.partnerId === DEMO_USER_ID)).toHaveLength(11);
    },
  );
});
