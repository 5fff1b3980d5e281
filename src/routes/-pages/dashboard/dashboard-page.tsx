import { useQueries, useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { CreditCard, LogOut, Package, UserRound, Wallet } from 'lucide';
import { Icon, type IconNode } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { billingQueries } from '@/queries/billing';
import { deliveryRouteQueries } from '@/queries/delivery-routes';
import { sessionQueries, useSignOut } from '@/queries/session';
import { statisticsQueries } from '@/queries/statistics';
import { walletQueries } from '@/queries/wallet';
import { dashboardTabs, type DashboardTab } from '../../-search';
import { BillingTab } from './billing-tab';
import { DeliveriesTab } from './deliveries-tab';
import { ProfileTab } from './profile-tab';
import { Overview } from './overview';
import { WalletTab } from './wallet-tab';

const authenticated = getRouteApi('/_authenticated');
const dashboard = getRouteApi('/_authenticated/dashboard');

const tabs: Record<DashboardTab, { label: string; icon: IconNode }> = {
  deliveries: { label: 'Deliveries', icon: Package },
  wallet: { label: 'Wallet', icon: Wallet },
  profile: { label: 'Profile', icon: UserRound },
  billing: { label: 'Billing', icon: CreditCard },
};

const isTab = (value: string): value is DashboardTab => (dashboardTabs as readonly string[]).includes(value);

export function DashboardPage() {
  const { user: signedIn } = authenticated.useLoaderData();
  // The session query follows a profile edit; the loader's copy is the fallback.
  const user = useQuery(sessionQueries.me()).data ?? signedIn;
  const search = dashboard.useSearch();
  const navigate = useNavigate({ from: '/dashboard' });
  const { signOut, pending: signingOut } = useSignOut();

  // What the dashboard reads on load (SPEC.md §7: wallet, routes, billing) and the overview's
  // statistics. The deliveries list has its own loading and error states in its tab.
  const core = useQueries({
    queries: [
      walletQueries.summary(),
      deliveryRouteQueries.list(),
      billingQueries.info(),
      statisticsQueries.deliveries(),
    ],
  });
  const [wallet, deliveryRoutes, billing, statistics] = core;
  const loading = core.some((query) => query.isPending);
  const failed = core.filter((query) => query.isError);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Partner Dashboard</h1>
          <p className="mt-1 text-slate-600">Welcome, {user.firstName}</p>
        </div>
        <div className="flex items-center gap-3">
          {loading ? <Spinner className="size-4" label="Loading..." /> : null}
          <Button
            variant="secondary"
            disabled={signingOut}
            onClick={() => void signOut(() => navigate({ to: '/signin', replace: true }))}
          >
            <Icon node={LogOut} className="size-4" aria-hidden="true" />
            Logout
          </Button>
        </div>
      </div>

      {failed.length > 0 ? (
        <div
          role="alert"
          className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          <span className="font-medium">Failed to load dashboard data</span>
          <Button size="sm" variant="secondary" onClick={() => failed.forEach((query) => void query.refetch())}>
            Retry
          </Button>
        </div>
      ) : null}

      <Overview wallet={wallet} deliveryRoutes={deliveryRoutes} billing={billing} statistics={statistics} />

      <Tabs
        className="mt-6"
        value={search.tab}
        onValueChange={(value) => {
          if (isTab(value)) void navigate({ search: (previous) => ({ ...previous, tab: value }) });
        }}
      >
        <TabsList aria-label="Dashboard sections">
          {dashboardTabs.map((tab) => {
            const { label, icon } = tabs[tab];
            return (
              <TabsTrigger key={tab} value={tab}>
                <Icon node={icon} className="size-4" aria-hidden="true" />
                {label}
              </TabsTrigger>
            );
          })}
        </TabsList>
        <TabsContent value="deliveries">
          <DeliveriesTab />
        </TabsContent>
        <TabsContent value="wallet">
          <WalletTab />
        </TabsContent>
        <TabsContent value="profile">
          <ProfileTab />
        </TabsContent>
        <TabsContent value="billing">
          <BillingTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
