import { Link } from '@tanstack/react-router';
import { LogOut, Menu, X } from 'lucide';
import { Icon } from '@/components/ui/icons';
import { useId, useState } from 'react';
import type { User } from '@/api/schemas/auth';
import { Button, buttonClasses } from '../ui/button';
import { cn } from '../ui/cn';
import { Wordmark } from './logo';

const navLinks = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/deliveries', label: 'Deliveries' },
  { to: '/routes', label: 'Routes' },
  { to: '/wallet', label: 'Wallet' },
] as const;

export interface HeaderProps {
  /** The signed-in user, null when signed out, undefined while the session is checked. */
  user: User | null | undefined;
  onLogout: () => void;
  logoutPending?: boolean;
  onRequestAccess: () => void;
  /** Changes on navigation, so the mobile menu closes when a link is followed. */
  locationKey: string;
}

const navLinkClass = 'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900';
const activeNavClass = 'bg-brand-50 text-brand-800';

export function Header({ user, onLogout, logoutPending = false, onRequestAccess, locationKey }: HeaderProps) {
  // The menu is open only on the page it was opened on: following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === locationKey;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? locationKey : null);
  const menuId = useId();
  const signedIn = Boolean(user);

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to={signedIn ? '/dashboard' : '/'} className="rounded-md" aria-label={signedIn ? 'DeliverOS dashboard' : 'DeliverOS home'}>
          <Wordmark />
        </Link>

        {signedIn && user ? (
          <>
            <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
              {navLinks.map((link) => (
                <Link key={link.to} to={link.to} className={navLinkClass} activeProps={{ className: activeNavClass }}>
                  {link.label}
                </Link>
              ))}
            </nav>
            <div className="hidden items-center gap-3 md:flex">
              <span className="text-sm text-slate-600">Welcome, {user.firstName}</span>
              <Button variant="secondary" size="sm" onClick={onLogout} disabled={logoutPending}>
                <Icon node={LogOut} className="size-4" aria-hidden="true" />
                Logout
              </Button>
            </div>
          </>
        ) : (
          <div className="flex items-center gap-2">
            <Link to="/signin" className={cn(navLinkClass, 'hidden md:inline-flex')}>
              Sign In
            </Link>
            <Button size="sm" onClick={onRequestAccess}>
              <span className="sm:hidden">Get Started</span>
              <span className="hidden sm:inline">Request API Access</span>
            </Button>
          </div>
        )}

        <button
          type="button"
          className="inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 md:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          {menuOpen ? <Icon node={X} className="size-5" aria-hidden="true" /> : <Icon node={Menu} className="size-5" aria-hidden="true" />}
          <span className="sr-only">{menuOpen ? 'Close menu' : 'Open menu'}</span>
        </button>
      </div>

      <div id={menuId} hidden={!menuOpen} className="border-t border-slate-200 bg-white px-4 pt-2 pb-4 md:hidden">
        {signedIn && user ? (
          <nav aria-label="Mobile" className="flex flex-col gap-1">
            <p className="px-3 py-2 text-sm font-medium text-slate-500">Welcome, {user.firstName}</p>
            {navLinks.map((link) => (
              <Link key={link.to} to={link.to} className={navLinkClass} activeProps={{ className: activeNavClass }}>
                {link.label}
              </Link>
            ))}
            <Button variant="secondary" className="mt-2" onClick={onLogout} disabled={logoutPending}>
              <Icon node={LogOut} className="size-4" aria-hidden="true" />
              Logout
            </Button>
          </nav>
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
