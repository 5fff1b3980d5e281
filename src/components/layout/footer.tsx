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

        <FooterLinks
          id="footer-product"
          title="Product"
          links={[
            { label: 'Features', to: '/', hash: 'features' },
            { label: 'Demo', to: '/', hash: 'demo' },
            { label: 'Comparison', to: '/', hash: 'comparison' },
            { label: 'API Docs', to: '/api-docs' },
          ]}
        />

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

        <FooterLinks
          id="footer-legal"
          title="Legal"
          links={[
            { label: 'Privacy Policy', to: '/privacy' },
            { label: 'Terms of Service', to: '/terms' },
            { label: 'Cookie Policy', to: '/privacy', hash: 'cookies' },
          ]}
        />
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-slate-400 sm:px-6 lg:px-8">
          © {new Date().getFullYear()} DeliverOS. Built in {brand.city} for Nigerian logistics.
        </p>
      </div>
    </footer>
  );
}

/** A titled list of the site's pages (and places in them). */
function FooterLinks({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: { label: string; to: '/' | '/api-docs' | '/privacy' | '/terms'; hash?: string }[];
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold text-white">
        {title}
      </h2>
      <ul className="mt-4 space-y-3">
        {links.map(({ label, to, hash }) => (
          <li key={label}>
            <Link to={to} hash={hash} className={linkClass}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
