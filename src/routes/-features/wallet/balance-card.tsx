import { useQuery } from '@tanstack/react-query';
import { ArrowDownToLine, ArrowUpFromLine, Eye, EyeOff, RotateCw } from 'lucide';
import { Icon } from '@/components/ui/icons';
import type { MouseEvent } from 'react';
import { maskedAmount, useBalanceHidden } from '@/components/ui/balance-visibility';
import { Button } from '@/components/ui/button';
import { Card, Skeleton } from '@/components/ui/card';
import { formatNaira } from '@/components/ui/format';
import { Spinner } from '@/components/ui/spinner';
import { walletQueries } from '@/queries/wallet';
import { useQuickActions } from './use-quick-actions';

/**
 * One money move per double click: the second click of a double click (`detail` 2) is not a
 * second payment. The in-flight guard of useQuickActions is not enough on its own — on a fast
 * network the first move has already finished, and the button is enabled again, when it lands.
 */
const singleClick = (action: () => void) => (event: MouseEvent) => {
  if (event.detail <= 1) action();
};

/** The balance (maskable for the session) and the two quick money moves. */
export function BalanceCard() {
  const wallet = useQuery(walletQueries.summary());
  const [hidden, setHidden] = useBalanceHidden();
  const actions = useQuickActions();
  const amount = formatNaira(actions.amount);

  return (
    <Card className="relative h-full overflow-hidden bg-linear-to-br from-brand-700 via-brand-800 to-brand-950 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-16 -right-16 size-48 rounded-full bg-white/5"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-4 -bottom-20 size-40 rounded-full bg-accent-400/10"
      />
      <section aria-labelledby="wallet-balance-heading" className="relative flex h-full flex-col">
        <div className="flex items-start justify-between gap-3">
          <h2 id="wallet-balance-heading" className="text-sm font-medium text-brand-100">
            Wallet balance
          </h2>
          <button
            type="button"
            onClick={() => setHidden(!hidden)}
            aria-label={hidden ? 'Show balance' : 'Hide balance'}
            title={hidden ? 'Show balance' : 'Hide balance'}
            className="-mt-1.5 -mr-1.5 flex size-9 items-center justify-center rounded-lg text-brand-100 transition-colors hover:bg-white/10 hover:text-white focus-visible:outline-white"
          >
            {hidden ? (
              <Icon node={Eye} className="size-5" aria-hidden="true" />
            ) : (
              <Icon node={EyeOff} className="size-5" aria-hidden="true" />
            )}
          </button>
        </div>

        <div className="mt-2 min-h-11" aria-live="polite">
          {wallet.isPending ? (
            <>
              <Skeleton className="h-10 w-44 bg-white/20" />
              <span className="sr-only">Loading balance</span>
            </>
          ) : wallet.isError ? (
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-sm text-brand-50">Couldn't load your balance.</p>
              <button
                type="button"
                onClick={() => void wallet.refetch()}
                className="inline-flex items-center gap-1.5 rounded-md bg-white/10 px-2.5 py-1 text-sm font-semibold text-white ring-1 ring-white/30 ring-inset hover:bg-white/20"
              >
                <Icon node={RotateCw} className="size-3.5" aria-hidden="true" />
                Retry
              </button>
            </div>
          ) : hidden ? (
            <p className="text-4xl font-bold tracking-tight">
              <span aria-hidden="true">{maskedAmount}</span>
              <span className="sr-only">Balance hidden</span>
            </p>
          ) : (
            <p className="text-4xl font-bold tracking-tight tabular-nums">{formatNaira(wallet.data.balance)}</p>
          )}
        </div>
        <p className="mt-1 text-xs text-brand-200">Available balance · NGN</p>

        <div className="mt-auto pt-6">
          <h3 className="text-xs font-semibold tracking-wide text-brand-200 uppercase">Quick actions</h3>
          <div className="mt-2 grid grid-cols-1 gap-2 min-[360px]:grid-cols-2 sm:gap-3">
            <Button
              variant="accent"
              onClick={singleClick(actions.addFunds)}
              disabled={actions.pending}
              aria-busy={actions.topUpPending}
            >
              {actions.topUpPending ? (
                <Spinner className="size-4 text-slate-900" />
              ) : (
                <Icon node={ArrowDownToLine} className="size-4" aria-hidden="true" />
              )}
              Add {amount}
            </Button>
            <button
              type="button"
              onClick={singleClick(actions.withdrawFunds)}
              disabled={actions.pending}
              aria-busy={actions.withdrawPending}
              className="inline-flex h-10 shrink-0 items-center justify-center gap-2 rounded-lg bg-white/10 px-4 text-sm font-semibold whitespace-nowrap text-white ring-1 ring-white/40 transition-colors ring-inset hover:bg-white/20 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {actions.withdrawPending ? (
                <Spinner className="size-4 text-white" />
              ) : (
                <Icon node={ArrowUpFromLine} className="size-4" aria-hidden="true" />
              )}
              Withdraw {amount}
            </button>
          </div>
        </div>
      </section>
    </Card>
  );
}
