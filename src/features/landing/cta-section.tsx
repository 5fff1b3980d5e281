import { Link } from '@tanstack/react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { brand, limits } from '@/config';

export function CtaSection({ onRequestAccess }: { onRequestAccess: () => void }) {
  return (
    <section aria-labelledby="cta-title" className="bg-slate-50 pb-20 sm:pb-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="relative isolate overflow-hidden rounded-3xl bg-brand-800 px-6 py-14 text-center shadow-xl sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-brand-500/30 blur-3xl"
          />
          <div
            aria-hidden="true"
            className="absolute -bottom-24 -left-24 -z-10 size-72 rounded-full bg-accent-400/20 blur-3xl"
          />
          <h2
            id="cta-title"
            className="mx-auto max-w-2xl text-3xl font-extrabold tracking-tight text-balance text-white sm:text-4xl"
          >
            Ship your first API delivery this week
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-base leading-7 text-brand-100">
            Tell us about your business and we&apos;ll get back to you within {limits.apiAccessReplyHours} hours with
            sandbox keys. Already a {brand.name} partner? Your dashboard is one sign-in away.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button variant="accent" size="lg" onClick={onRequestAccess}>
              Request API Access
            </Button>
            <Link
              to="/signin"
              className={cn(
                buttonClasses('ghost', 'lg'),
                'text-white ring-1 ring-white/30 ring-inset hover:bg-white/10 hover:text-white',
              )}
            >
              Sign in as a partner
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
