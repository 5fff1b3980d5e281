import { Link, useRouter } from '@tanstack/react-router';
import { CreditCard, Package, UserRound, Wallet } from 'lucide';
import { useEffect } from 'react';
import { Icon, type IconNode } from '@/components/ui/icons';
import { firstPageSettled } from '@/first-page-settled';
import { dashboardSections, type DashboardSection } from '@/search-params';

const sections: Record<DashboardSection, { label: string; icon: IconNode }> = {
  deliveries: { label: 'Deliveries', icon: Package },
  wallet: { label: 'Wallet', icon: Wallet },
  profile: { label: 'Profile', icon: UserRound },
  billing: { label: 'Billing', icon: CreditCard },
};

const linkClass =
  'flex min-w-fit flex-1 items-center justify-center gap-2 rounded-lg px-2 py-2 text-sm font-semibold text-slate-600 transition hover:text-slate-900 sm:px-4 [&>svg]:hidden sm:[&>svg]:block';
const activeClass = 'bg-white text-brand-800 shadow-sm hover:text-brand-800';

/**
 * The dashboard's sections, each a route of its own. A section's code loads when the partner
 * shows intent (hover, focus: the router's `intent` preload, its data too) or, code only, once
 * the browser is idle after the first page has rendered with its data.
 */
export function SectionNav() {
  const router = useRouter();
  useEffect(() => {
    const preload = () => {
      for (const section of dashboardSections) {
        const route = router.routesByPath[`/dashboard/${section}`];
        void router.loadRouteChunk(route)?.catch(() => {});
      }
    };
    // Never before the first page is on screen with its data: on a slow machine or network
    // the idle callback's timeout would otherwise compete with the open section's own loading.
    let cancel = () => {};
    let live = true;
    void firstPageSettled.then(() => {
      if (!live) return;
      if (typeof requestIdleCallback === 'function') {
        const id = requestIdleCallback(preload, { timeout: 5_000 });
        cancel = () => cancelIdleCallback(id);
      } else {
        const timer = setTimeout(preload, 2_000);
        cancel = () => clearTimeout(timer);
      }
    });
    return () => {
      live = false;
      cancel();
    };
  }, [router]);

  return (
    <nav aria-label="Dashboard sections" className="mt-6">
      <ul className="flex gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1 [scrollbar-width:none]">
        {dashboardSections.map((section) => {
          const { label, icon } = sections[section];
          return (
            <li key={section} className="flex min-w-fit flex-1">
              <Link
                to={`/dashboard/${section}`}
                className={linkClass}
                activeProps={{ className: activeClass, 'aria-current': 'page' }}
              >
                <Icon node={icon} className="size-4" aria-hidden="true" />
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
