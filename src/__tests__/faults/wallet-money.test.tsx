import { within } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';
import type { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/api/endpoints';
import { countCalls, faultRows, installFaultTimers, settle, waitForIdle } from '@/test/faults';
import { renderApp, signInAs } from '@/test/render';
import { db } from '@mocks/db';
import { handlers } from '@mocks/handlers';
import { server } from '@mocks/node';
import {
  WALLET_TAB,
  accessAccount,
  balanceOnServer,
  readyWallet,
  moneyFlows,
  toReview,
  expectMovedOnce,
  moneyRow,
  openWallet,
} from '@/test/wallet-faults';

/*
 * The Wallet tab's money moves (Add money, Withdraw, Send) under every fault, and each of them
 * at most once (see wallet.test.tsx for the rest of the tab and src/test/faults.ts).
 */

describe('faults: wallet money moves', () => {
  installFaultTimers();
  // The same second payout account as the rest of the tab's matrix.
  beforeEach(() => {
    db.state.payoutAccounts.push({ ...accessAccount });
  });
  faultRows(moneyFlows.map(moneyRow));
});

describe('money moves: at most once', () => {
  installFaultTimers();

  it.each(moneyFlows)(
    'a double click on $confirm while the first confirmation is on its way makes one call and one movement',
    async (flow) => {
      const calls = countCalls(endpoints[flow.endpoint]);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      server.use(
        http.post(`*${endpoints[flow.endpoint].path}`, async () => {
          await held;
          return undefined; // then on to the mock API
        }),
      );
      const ui = await openWallet();
      const element = await toReview(ui, flow);
      await ui.user.dblClick(within(element).getByRole('button', { name: flow.confirm }));
      // Busy while the first one is on its way.
      expect(within(element).getByRole('button', { name: flow.confirm })).toBeDisabled();
      release();
      await settle(() => expectMovedOnce(flow));
      expect(calls()).toBe(1);
    },
  );

  it.each(moneyFlows)(
    'a double click on $confirm whose first confirmation has already finished (a fast network) makes one call and one movement',
    async (flow) => {
      const calls = countCalls(endpoints[flow.endpoint]);
      await signInAs();
      let queryClient: QueryClient | undefined;
      // 100 ms between the two clicks, in which the first confirmation completes.
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
      const element = await toReview(ui, flow);
      const confirm = within(element).getByRole('button', { name: flow.confirm });
      queryClient = ui.queryClient;
      await ui.user.dblClick(confirm);
      queryClient = undefined;
      await settle(() => expectMovedOnce(flow));
      expect(calls()).toBe(1);
    },
  );

  it.each(moneyFlows)(
    'a $endpoint whose reply was lost after the ledger moved is retried with the same key and moves the money once',
    async (flow) => {
      const keys: Array<string | null> = [];
      server.use(
        http.post(`*${endpoints[flow.endpoint].path}`, async ({ request }) => {
          keys.push(request.headers.get('Idempotency-Key'));
          if (keys.length > 1) return undefined;
          // The mock API acts on the first call; its reply never reaches the browser.
          await getResponse(handlers, request.clone());
          return HttpResponse.error();
        }),
      );
      const ui = await openWallet();
      const element = await toReview(ui, flow);
      await ui.user.click(within(element).getByRole('button', { name: flow.confirm }));
      await settle(() => expect(within(element).getByRole('alert')).toHaveTextContent(flow.failed));
      expect(balanceOnServer()).toBe(flow.after.balance); // it did go through

      await ui.user.click(within(element).getByRole('button', { name: 'Try again' }));
      await settle(() => expectMovedOnce(flow)); // replayed, not charged twice
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
    },
  );
});
