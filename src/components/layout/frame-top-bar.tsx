import { Link, useNavigate } from '@tanstack/react-router';
import { LogOut } from 'lucide';
import type { ReactNode } from 'react';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';
import { Icon } from '../ui/icons';
import { Wordmark } from './logo';

/**
 * The top bar of a signed-in frame (a partner's dashboard, DeliverOS operations): the wordmark
 * home, the frame's title and who is signed in, then the account's controls.
 */
export function FrameTopBar({
  home,
  homeLabel,
  surface,
  title,
  account,
}: {
  home: '/dashboard' | '/ops';
  /** The wordmark link's name ("DeliverOS dashboard"). */
  homeLabel: string;
  /** The bar's background. */
  surface: string;
  title: ReactNode;
  account: ReactNode;
}) {
  return (
    <header className={cn('sticky top-0 z-40 h-14 border-b border-slate-200', surface)}>
      <div className="flex h-full items-center gap-2 px-3 sm:gap-3 sm:px-4 lg:px-6">
        <Link to={home} className="shrink-0 rounded-md" aria-label={homeLabel}>
          <Wordmark markOnPhone />
        </Link>
        <span aria-hidden="true" className="hidden h-6 w-px bg-slate-200 sm:block" />
        <div className="min-w-0 flex-1">{title}</div>
        <div className="flex shrink-0 items-center gap-2">{account}</div>
      </div>
    </header>
  );
}

/** Logout: ends the session (`useSignOut()` of src/queries/session), then the sign-in page. */
export function LogoutButton({
  session: { signOut, pending },
}: {
  session: { signOut: (leave: () => Promise<unknown>) => Promise<void>; pending: boolean };
}) {
  const navigate = useNavigate();
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={pending}
      onClick={() => void signOut(() => navigate({ to: '/signin', replace: true }))}
    >
      <Icon node={LogOut} className="size-4" aria-hidden="true" />
      Logout
    </Button>
  );
}
