import { Link } from '@tanstack/react-router';
import { LogOut } from 'lucide';
import type { User } from '@/api/schemas/auth';
import { Icon } from '@/components/ui/icons';
import { Button } from '../ui/button';
import { navLinkClass } from './nav-link';

/*
 * The header's signed-in part: the dashboard's navigation, who is signed in, Logout. Loaded
 * with the session (src/components/layout/header.tsx), so a first visit to the landing
 * page — signed out — does not download it.
 */
const navLinks = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/deliveries', label: 'Deliveries' },
  { to: '/routes', label: 'Routes' },
  { to: '/wallet', label: 'Wallet' },
] as const;

const activeNavClass = 'bg-brand-50 text-brand-800';

export interface SignedInNavProps {
  user: User;
  onLogout: () => void;
  logoutPending: boolean;
  /** `bar`: the desktop header; `menu`: the mobile menu. */
  variant: 'bar' | 'menu';
}

export function SignedInNav({ user, onLogout, logoutPending, variant }: SignedInNavProps) {
  const links = navLinks.map((link) => (
    <Link key={link.to} to={link.to} className={navLinkClass} activeProps={{ className: activeNavClass }}>
      {link.label}
    </Link>
  ));
  const logout = (
    <Button
      variant="secondary"
      size={variant === 'bar' ? 'sm' : 'md'}
      className={variant === 'menu' ? 'mt-2' : undefined}
      onClick={onLogout}
      disabled={logoutPending}
    >
      <Icon node={LogOut} className="size-4" aria-hidden="true" />
      Logout
    </Button>
  );
  if (variant === 'menu') {
    return (
      <nav aria-label="Mobile" className="flex flex-col gap-1">
        <p className="px-3 py-2 text-sm font-medium text-slate-500">Welcome, {user.firstName}</p>
        {links}
        {logout}
      </nav>
    );
  }
  return (
    <>
      <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
        {links}
      </nav>
      <div className="hidden items-center gap-3 md:flex">
        <span className="text-sm text-slate-600">Welcome, {user.firstName}</span>
        {logout}
      </div>
    </>
  );
}
