import { Link } from '@tanstack/react-router';
import { Menu, X } from 'lucide';
import { Icon } from '@/components/ui/icons';
import { useId, useState } from 'react';
import type { User } from '@/api/schemas/auth';
import { Button, buttonClasses } from '../ui/button';
import { cn } from '../ui/cn';
import { Wordmark } from './logo';
import { navLinkClass } from './nav-link';

export interface HeaderProps {
  /** The signed-in user, null when signed out, undefined while the session is checked. */
  user: User | null | undefined;
  onRequestAccess: () => void;
  /** Changes on navigation, so the mobile menu closes when a link is followed. */
  locationKey: string;
}

export function Header({ user, onRequestAccess, locationKey }: HeaderProps) {
  // The menu is open only on the page it was opened on: following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === locationKey;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? locationKey : null);
  const menuId = useId();
  const signedIn = Boolean(user);
  // A signed-in partner on a public page (the landing page, the API docs): one way back into
  // the app. Who is signed in and Logout live in the app frame's top bar, once.
  const signedInNav = (variant: 'bar' | 'menu') =>
    user ? (
      <Link
        to="/dashboard"
        className={buttonClasses(
          'primary',
          variant === 'bar' ? 'sm' : 'md',
          variant === 'bar' ? undefined : 'mt-2 w-full',
        )}
      >
        Go to dashboard
      </Link>
    ) : null;

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          to={signedIn ? '/dashboard' : '/'}
          className="rounded-md"
          aria-label={signedIn ? 'DeliverOS dashboard' : 'DeliverOS home'}
        >
          <Wordmark />
        </Link>

        {signedIn ? (
          signedInNav('bar')
        ) : (
          <div className="flex items-center gap-2">
            <Link to="/signin" className={cn(navLinkClass, 'hidden md:inline-flex')}>
              Sign In
            </Link>
            <Link to="/signup" className={cn(navLinkClass, 'hidden md:inline-flex')}>
              Sign Up
            </Link>
            {/* On a phone the one button is for partners (sign-up); API access is in the menu and the hero. */}
            <Link to="/signup" className={buttonClasses('primary', 'sm', 'sm:hidden')}>
              Get Started
            </Link>
            <div className="hidden sm:block">
              <Button size="sm" onClick={onRequestAccess}>
                Request API Access
              </Button>
            </div>
          </div>
        )}

        <button
          type="button"
          className="inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 md:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          {menuOpen ? (
            <Icon node={X} className="size-5" aria-hidden="true" />
          ) : (
            <Icon node={Menu} className="size-5" aria-hidden="true" />
          )}
          <span className="sr-only">{menuOpen ? 'Close menu' : 'Open menu'}</span>
        </button>
      </div>

      <div id={menuId} hidden={!menuOpen} className="border-t border-slate-200 bg-white px-4 pt-2 pb-4 md:hidden">
        {signedIn ? (
          signedInNav('menu')
        ) : (
          <nav aria-label="Mobile" className="flex flex-col gap-1">
            <Link to="/signin" className={navLinkClass}>
              Sign In
            </Link>
            <Link to="/signup" className={navLinkClass}>
              Sign Up
            </Link>
            <button
              type="button"
              className={buttonClasses('primary', 'md', 'mt-2')}
              onClick={() => {
                setMenuOpen(false);
                onRequestAccess();
              }}
            >
              Request API Access
            </button>
          </nav>
        )}
      </div>
    </header>
  );
}
