import { getRouteApi, Outlet } from '@tanstack/react-router';
import { FrameTopBar, LogoutButton } from '@/components/layout/frame-top-bar';
import { useSignOut } from '@/queries/session';

const ops = getRouteApi('/ops');

/**
 * DeliverOS operations' frame: a top bar with its title, the operator's name and Logout, and
 * the open screen. Apart from the partners' frame: operators see none of their sections.
 */
export function OpsFrame() {
  const { user } = ops.useLoaderData();
  const session = useSignOut();
  return (
    <div className="min-h-dvh bg-slate-50">
      <FrameTopBar
        home="/ops"
        homeLabel="DeliverOS Operations home"
        surface="bg-white"
        title={
          <>
            <p className="truncate text-sm leading-5 font-bold text-slate-900 sm:text-base">DeliverOS Operations</p>
            <p className="truncate text-xs leading-4 text-slate-500 sm:text-sm sm:leading-5">
              {user.firstName} {user.lastName}
            </p>
          </>
        }
        account={<LogoutButton session={session} />}
      />
      <main id="main" tabIndex={-1} className="mx-auto max-w-6xl p-3 focus:outline-none sm:p-4 lg:p-6">
        <Outlet />
      </main>
    </div>
  );
}
