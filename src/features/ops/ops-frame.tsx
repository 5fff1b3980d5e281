import { getRouteApi, Link, Outlet, useNavigate } from '@tanstack/react-router';
import { LogOut } from 'lucide';
import { Wordmark } from '@/components/layout/logo';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { useSignOut } from '@/queries/session';

const ops = getRouteApi('/ops');

/**
 * DeliverOS operations' frame: a top bar with its title, the operator's name and Logout, and
 * the open screen. Apart from the partners' frame: operators see none of their sections.
 */
export function OpsFrame() {
  const { user } = ops.useLoaderData();
  const navigate = useNavigate();
  const { signOut, pending } = useSignOut();
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="sticky top-0 z-40 h-14 border-b border-slate-200 bg-white">
        <div className="flex h-full items-center gap-2 px-3 sm:gap-3 sm:px-4 lg:px-6">
          <Link to="/ops" className="shrink-0 rounded-md" aria-label="DeliverOS Operations home">
            <Wordmark markOnPhone />
          </Link>
          <span aria-hidden="true" className="hidden h-6 w-px bg-slate-200 sm:block" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm leading-5 font-bold text-slate-900 sm:text-base">DeliverOS Operations</p>
            <p className="truncate text-xs leading-4 text-slate-500 sm:text-sm sm:leading-5">
              {user.firstName} {user.lastName}
            </p>
          </div>
          <Button
            variant="secondary"
            size="sm"
            disabled={pending}
            onClick={() => void signOut(() => navigate({ to: '/signin', replace: true }))}
          >
            <Icon node={LogOut} className="size-4" aria-hidden="true" />
            Logout
          </Button>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-6xl p-3 focus:outline-none sm:p-4 lg:p-6">
        <Outlet />
      </main>
    </div>
  );
}
