import { Link } from '@tanstack/react-router';
import { buttonClasses } from '../ui/button';

export function NotFound() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-6 text-center">
      <p className="text-7xl font-black tracking-tight text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Oops! Page not found</h1>
      <p className="mt-2 text-slate-600">The page you are looking for has moved, or never existed.</p>
      <Link to="/" className={buttonClasses('primary', 'md', 'mt-8')}>
        Back to home
      </Link>
    </section>
  );
}
