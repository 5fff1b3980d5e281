import { useQuery } from '@tanstack/react-query';
import { ArrowDownToLine, ArrowUpFromLine, Eye, EyeOff, RotateCw, Send } from 'lucide';
import { Icon } from '@/components/ui/icons';
import { maskedAmount, useBalanceHidden } from '@/components/ui/balance-visibility';
import { Button } from '@/components/ui/button';
import { Card, Skeleton } from '@/components/ui/card';
import { formatNaira } from '@/components/ui/format';
import { walletQueries } from '@/queries/wallet';
import { maxWithdrawal, movementLimits, withdrawalFee } from '@/api/money';

export type MoneyFlow = 'withdraw' | 'top-up' | 'transfer';

const actionClasses =
  'inline-flex h-10 min-w-fit flex-1 basis-0 items-center justify-center gap-2 rounded-lg bg-white/10 px-3 text-sm font-semibold whitespace-nowrap text-white ring-1 ring-white/40 transition-colors ring-inset hover:bg-white/20 disabled:cursor-not-allowed disabled:opacity-60';

/** The balance (maskable for the session) and the three money moves, each opening its flow. */
export function BalanceCard({ onStart }: { onStart: (flow: MoneyFlow) => void }) {
  const wallet = useQuery(walletQueries.summary());
  const [hidden, setHidden] = useBalanceHidden();
  const balance = wallet.data?.balance;
  // Why a move is not possible right now, said under the buttons rather than left to guess.
  const minWithdrawal = movementLimits.min + withdrawalFee(movementLimits.min);
  const cannotWithdraw =
    balance !== undefined && maxWithdrawal(balance) < movementLimits.min
      ? `Withdrawals need at least ${formatNaira(minWithdrawal)} (${formatNaira(movementLimits.min)} and the ${formatNaira(withdrawalFee(movementLimits.min))} fee).`
      : null;
  const cannotSend =
    balance !== undefined && balance < movementLimits.min
      ? `Sending needs at least ${formatNaira(movementLimits.min)} in your wallet.`
      : null;
  const reasons = [cannotWithdraw, cannotSend].filter(Boolean).join(' ');

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
          <h3 className="text-xs font-semibold tracking-wide text-brand-200 uppercase">Move money</h3>
          {/* Equal widths while the three names fit; where they do not (the card's third of a
              laptop's width), the last wraps to a row of its own, never a name over its edge. */}
          <div className="mt-2 flex flex-wrap gap-2 sm:gap-3">
            <Button
              variant="accent"
              className="min-w-fit flex-1 basis-0 px-3 whitespace-nowrap"
              onClick={() => onStart('top-up')}
              disabled={balance === undefined}
            >
              <Icon node={ArrowDownToLine} className="size-4" aria-hidden="true" />
              Add money
            </Button>
            {[
              { flow: 'withdraw' as const, icon: ArrowUpFromLine, label: 'Withdraw', blocked: cannotWithdraw },
              { flow: 'transfer' as const, icon: Send, label: 'Send', blocked: cannotSend },
            ].map(({ flow, icon, label, blocked }) => (
              <button
                key={flow}
                type="button"
                className={actionClasses}
                onClick={() => onStart(flow)}
                disabled={balance === undefined || blocked !== null}
                aria-describedby={reasons ? 'money-moves-reason' : undefined}
              >
                <Icon node={icon} className="size-4" aria-hidden="true" />
                {label}
              </button>
            ))}
          </div>
          {reasons ? (
            <p id="money-moves-reason" className="mt-2 text-xs text-brand-100">
              {reasons}
            </p>
          ) : null}
        </div>
      </section>
    </Card>
  );
}
