import { BalanceCard } from './balance-card';
import { RecentTransactions } from './recent-transactions';
import { StatisticsCards } from './statistics-cards';

/** Balance with quick actions, this month's earnings and fees, and the latest transactions. */
export function WalletSection() {
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-2 gap-3 sm:gap-6 xl:grid-cols-3">
        <div className="col-span-2 xl:col-span-1">
          <BalanceCard />
        </div>
        <StatisticsCards />
      </div>
      <RecentTransactions />
    </div>
  );
}
