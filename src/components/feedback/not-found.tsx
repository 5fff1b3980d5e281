import { Link } from '@tanstack/react-router';
import { tokenStorage } from '@/api/token-storage';
import { buttonClasses } from '../ui/button';

/**
 * The 404 in docs/product.md#screens-and-routes. A signed-in partner is sent back to the dashboard, not to the
 * marketing page (issue 24). The stored session decides, as it does for the header before /me answers: the
 * root's and the router's default not-found screens both render this, with no props.
 */
export function NotFound() {
  const signedIn = tokenStorage.hasSession();
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-6 text-center">
      <p className="text-7xl font-black tracking-tight text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Oops! Page not found</h1>
      <p className="mt-2 text-slate-600">The page you are looking for has moved, or never existed.</p>
      <Link to={signedIn ? '/dashboard' : '/'} className={buttonClasses('primary', 'md', 'mt-8')}>
        {signedIn ? 'Back to dashboard' : 'Back to home'}
      </Link>
    </section>
  );
}
