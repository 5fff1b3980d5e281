import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { walletQueries } from '@/queries/wallet';
import { BalanceCard, type MoneyFlow } from './balance-card';
import { EarningsCard } from './earnings-card';
import { PayoutAccountsCard } from './payout-accounts-card';
import { RecentTransactions } from './recent-transactions';
import { StatisticsCards } from './statistics-cards';

// The money flows (forms, dialogs) load when one is started.
const WithdrawDialog = lazy(() => import('./withdraw-dialog').then((m) => ({ default: m.WithdrawDialog })));
const TopUpDialog = lazy(() => import('./top-up-dialog').then((m) => ({ default: m.TopUpDialog })));
const TransferDialog = lazy(() => import('./transfer-dialog').then((m) => ({ default: m.TransferDialog })));

/** Balance and money moves, this month's earnings and fees, earnings over time, the latest transactions, payout accounts. */
export function WalletSection() {
  const balance = useQuery(walletQueries.summary()).data?.balance ?? 0;
  const [flow, setFlow] = useState<MoneyFlow | null>(null);
  const [addingAccount, setAddingAccount] = useState(false);
  const close = (open: boolean) => !open && setFlow(null);

  return (
    <div className="space-y-6">
      <div className="grid grid-cols-2 gap-3 sm:gap-6 xl:grid-cols-3">
        <div className="col-span-2 xl:col-span-1">
          <BalanceCard onStart={setFlow} />
        </div>
        <StatisticsCards />
      </div>
      <EarningsCard />
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="xl:col-span-2">
          <RecentTransactions />
        </div>
        <PayoutAccountsCard adding={addingAccount} onAddingChange={setAddingAccount} />
      </div>
      <Suspense fallback={null}>
        {flow === 'withdraw' ? (
          <WithdrawDialog
            open
            onOpenChange={close}
            balance={balance}
            onAddAccount={() => {
              setFlow(null);
              setAddingAccount(true);
            }}
          />
        ) : null}
        {flow === 'top-up' ? <TopUpDialog open onOpenChange={close} /> : null}
        {flow === 'transfer' ? <TransferDialog open onOpenChange={close} balance={balance} /> : null}
      </Suspense>
    </div>
  );
}
