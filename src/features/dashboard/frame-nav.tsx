import { Link, useRouter, useRouterState } from '@tanstack/react-router';
import { Code, CreditCard, LayoutDashboard, Map, Package, Truck, UserRound, Wallet } from 'lucide';
import { useEffect, useRef } from 'react';
import { Icon, type IconNode } from '@/components/ui/icons';
import { firstPageSettled } from '@/first-page-settled';

/*
 * The signed-in app's one navigation: every section, the open one marked. A sidebar on a wide
 * screen, a tab bar under the top bar on a phone (the same element, so each name is there once).
 */
const items = [
  { to: '/dashboard/overview', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/dashboard/deliveries', label: 'Deliveries', icon: Package },
  { to: '/dashboard/riders', label: 'Riders', icon: Truck },
  { to: '/dashboard/routes', label: 'Routes', icon: Map },
  { to: '/dashboard/wallet', label: 'Wallet', icon: Wallet },
  { to: '/dashboard/profile', label: 'Profile', icon: UserRound },
  { to: '/dashboard/billing', label: 'Billing', icon: CreditCard },
  { to: '/dashboard/developers', label: 'Developers', icon: Code },
] as const satisfies readonly { to: string; label: string; icon: IconNode }[];

// On a phone, a tab bar: every section at once, its icon over its name; a sidebar from lg. A
// name never shrinks under its width: where seven do not fit (a 390 px phone), the bar scrolls.
const linkClass =
  'flex w-full min-w-fit flex-col items-center gap-0.5 rounded-lg px-1 py-1.5 text-[11px] max-[359px]:px-0 max-[359px]:text-[10px] leading-4 font-semibold whitespace-nowrap text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 sm:text-xs lg:flex-row lg:gap-3 lg:px-3 lg:py-2 lg:text-sm';
const activeClass = 'bg-brand-50 text-brand-800 hover:bg-brand-50 hover:text-brand-800';

/**
 * Loads every section's code once the first page is on screen with its data and the browser is
 * idle (its data loads on intent: hover, focus). Never before: on a slow machine or network it
 * would compete with the open section's own loading.
 */
function usePreloadSections() {
  const router = useRouter();
  useEffect(() => {
    const preload = () => {
      for (const item of items) {
        const route = router.routesByPath[item.to];
        if (route) void router.loadRouteChunk(route)?.catch(() => {});
      }
    };
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
}

/**
 * Where the tab bar scrolls (a phone), the open section's tab is brought into view: a bar cut
 * at "Deve…" must still show which section is open. Only the bar scrolls, never the page.
 */
function useActiveTabInView() {
  const list = useRef<HTMLUListElement>(null);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    const bar = list.current;
    const active = bar?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!bar || !active || bar.scrollWidth <= bar.clientWidth) return;
    const { left, right } = active.getBoundingClientRect();
    const box = bar.getBoundingClientRect();
    if (left < box.left) bar.scrollLeft -= box.left - left + 8;
    else if (right > box.right) bar.scrollLeft += right - box.right + 8;
  }, [pathname]);
  return list;
}

export function FrameNav() {
  usePreloadSections();
  const list = useActiveTabInView();
  return (
    <nav
      aria-label="Dashboard sections"
      className="sticky top-14 z-30 border-b border-slate-200 bg-white lg:h-[calc(100dvh-3.5rem)] lg:w-56 lg:shrink-0 lg:border-r lg:border-b-0"
    >
      <ul
        ref={list}
        className="flex gap-0.5 overflow-x-auto px-1 py-1 [scrollbar-width:none] sm:gap-1 sm:px-2 lg:flex-col lg:px-3 lg:py-4"
      >
        {items.map((item) => (
          <li key={item.to} className="flex flex-1 lg:flex-none">
            <Link to={item.to} className={linkClass} activeProps={{ className: activeClass, 'aria-current': 'page' }}>
              <Icon node={item.icon} className="size-5 shrink-0 lg:size-4" aria-hidden="true" />
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
