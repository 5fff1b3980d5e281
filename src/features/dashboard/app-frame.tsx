import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, Outlet, useNavigate } from '@tanstack/react-router';
import { LogOut } from 'lucide';
import type { ReactNode } from 'react';
import { Wordmark } from '@/components/layout/logo';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/card';
import { Icon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { sessionQueries, useSignOut } from '@/queries/session';
import { FrameNav } from './frame-nav';
import { TestModeBanner, TestModeSwitch } from './test-mode';

const authenticated = getRouteApi('/_authenticated');

/*
 * The signed-in app's frame: a top bar with the product's title, who is signed in and Logout
 * (each once, at every width), the one navigation (frame-nav.tsx) and the open page. A reload
 * paints it at once, as a skeleton, while the stored session is checked (FrameSkeleton).
 */
function TopBar({ title, account }: { title: ReactNode; account: ReactNode }) {
  return (
    // 95 % white: the yellow test-mode banner scrolling under it keeps the subtitle's slate-500 at
    // 4.6:1 (85 % gave 4.44: axe caught it once, in the developer's path, the page scrolled).
    <header className="sticky top-0 z-40 h-14 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="flex h-full items-center gap-2 px-3 sm:gap-3 sm:px-4 lg:px-6">
        <Link to="/dashboard" className="shrink-0 rounded-md" aria-label="DeliverOS dashboard">
          <Wordmark markOnPhone />
        </Link>
        <span aria-hidden="true" className="hidden h-6 w-px bg-slate-200 sm:block" />
        <div className="min-w-0 flex-1">{title}</div>
        <div className="flex shrink-0 items-center gap-2">{account}</div>
      </div>
    </header>
  );
}

function Layout({
  topBar,
  banner,
  nav,
  children,
}: {
  topBar: ReactNode;
  banner?: ReactNode;
  nav: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="min-h-dvh bg-slate-50">
      {topBar}
      {banner}
      <div className="lg:flex">
        {nav}
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
          {children}
        </main>
      </div>
    </div>
  );
}

export function AppFrame() {
  const { user: signedIn } = authenticated.useLoaderData();
  // The session query follows a profile edit; the loader's copy is the fallback.
  const user = useQuery(sessionQueries.me()).data ?? signedIn;
  const navigate = useNavigate();
  const { signOut, pending } = useSignOut();
  return (
    <Layout
      topBar={
        <TopBar
          title={
            <>
              <h1 className="truncate text-sm leading-5 font-bold text-slate-900 sm:text-base">Partner Dashboard</h1>
              <p className="truncate text-xs leading-4 text-slate-500 sm:text-sm sm:leading-5">
                Welcome, {user.firstName}
              </p>
            </>
          }
          account={
            <>
              <TestModeSwitch />
              <Button
                variant="secondary"
                size="sm"
                disabled={pending}
                onClick={() => void signOut(() => navigate({ to: '/signin', replace: true }))}
              >
                <Icon node={LogOut} className="size-4" aria-hidden="true" />
                Logout
              </Button>
            </>
          }
        />
      }
      banner={<TestModeBanner />}
      nav={<FrameNav />}
    >
      <Outlet />
    </Layout>
  );
}

/** The frame while the stored session is checked: its shape at once, the user's parts as skeletons. */
export function FrameSkeleton() {
  return (
    <Layout
      topBar={
        <TopBar
          title={
            <div aria-hidden="true" className="space-y-1.5">
              <Skeleton className="h-4 w-36" />
              <Skeleton className="h-3 w-24" />
            </div>
          }
          account={<Skeleton className="h-9 w-24" />}
        />
      }
      nav={
        <div
          aria-hidden="true"
          className="sticky top-14 z-30 flex gap-1 border-b border-slate-200 bg-white px-2 py-1.5 lg:h-[calc(100dvh-3.5rem)] lg:w-56 lg:shrink-0 lg:flex-col lg:gap-3 lg:border-r lg:border-b-0 lg:px-3 lg:py-5"
        >
          {[0, 1, 2, 3, 4, 5].map((item) => (
            <Skeleton key={item} className="h-11 flex-1 lg:h-7 lg:flex-none" />
          ))}
        </div>
      }
    >
      <div className="flex min-h-[50vh] items-center justify-center text-sm font-medium text-slate-600">
        <Spinner className="size-6" label="Loading..." />
      </div>
    </Layout>
  );
}
