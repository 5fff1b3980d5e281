import { Link } from '@tanstack/react-router';
import { Mail, MapPin, Phone } from 'lucide';
import { Icon } from '@/components/ui/icons';
import { brand } from '@/config';
import { Wordmark } from './logo';

const linkClass = 'text-sm text-slate-300 hover:text-white';

export function Footer() {
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="space-y-4">
          <Wordmark inverted />
          <p className="text-sm leading-6">
            DeliverOS is the delivery operating system for Nigerian logistics companies: one API and one dashboard for
            deliveries, live tracking, wallets and payouts in naira.
          </p>
          <p className="text-sm leading-6 text-slate-400">{brand.footerTagline}</p>
          <ul className="flex gap-4" aria-label="Social media">
            {['Twitter', 'LinkedIn', 'GitHub'].map((name) => (
              <li key={name}>
                <a href="#" className={linkClass} onClick={(event) => event.preventDefault()}>
                  {name}
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-labelledby="footer-product">
          <h2 id="footer-product" className="text-sm font-semibold text-white">
            Product
          </h2>
          <ul className="mt-4 space-y-3">
            <li>
              <Link to="/" hash="features" className={linkClass}>
                Features
              </Link>
            </li>
            <li>
              <Link to="/" hash="demo" className={linkClass}>
                Demo
              </Link>
            </li>
            <li>
              <Link to="/" hash="comparison" className={linkClass}>
                Comparison
              </Link>
            </li>
            <li>
              <Link to="/api-docs" className={linkClass}>
                API Docs
              </Link>
            </li>
          </ul>
        </nav>

        <div>
          <h2 className="text-sm font-semibold text-white">Contact</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li className="flex items-center gap-2">
              <Icon node={Mail} className="size-4 text-brand-400" aria-hidden="true" />
              <a href={`mailto:${brand.supportEmail}`} className={linkClass}>
                {brand.supportEmail}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Icon node={Phone} className="size-4 text-brand-400" aria-hidden="true" />
              <a href={`tel:${brand.phone.replace(/\s/g, '')}`} className={linkClass}>
                {brand.phone}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Icon node={MapPin} className="size-4 text-brand-400" aria-hidden="true" />
              <span>
                {brand.city}, {brand.country}
              </span>
            </li>
          </ul>
        </div>

        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="text-sm font-semibold text-white">
            Legal
          </h2>
          <ul className="mt-4 space-y-3">
            <li>
              <Link to="/privacy" className={linkClass}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/terms" className={linkClass}>
                Terms of Service
              </Link>
            </li>
            <li>
              <Link to="/privacy" hash="cookies" className={linkClass}>
                Cookie Policy
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-slate-400 sm:px-6 lg:px-8">
          © {new Date().getFullYear()} DeliverOS. Built in {brand.city} for Nigerian logistics.
        </p>
      </div>
    </footer>
  );
}
