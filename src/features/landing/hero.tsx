import { Link } from '@tanstack/react-router';
import { ArrowRight, Check } from 'lucide';
import { Icon } from '@/components/ui/icons';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { apiConfig, brand, limits, rotatingPhrases } from '@/config';
import { heroFacts, previewDelivery, servedCities } from './hero-content';
import { RotatingPhrase, RotationToggle, useRotation } from './rotating-phrase';

export function Hero({ onRequestAccess }: { onRequestAccess: () => void }) {
  const rotation = useRotation(rotatingPhrases.length, limits.rotatingPhraseMs);
  const phrase = rotatingPhrases[rotation.index] ?? rotatingPhrases[0];

  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-slate-950 text-white">
      {/* Decoration only: a soft emerald glow and a faint grid. */}
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <div className="absolute -top-40 left-1/2 h-[36rem] w-[64rem] -translate-x-1/2 rounded-full bg-brand-600/25 blur-3xl" />
        <div className="absolute right-0 bottom-0 h-72 w-72 translate-x-1/3 translate-y-1/3 rounded-full bg-accent-500/10 blur-3xl" />
        <div className="absolute inset-0 bg-[linear-gradient(to_right,rgb(255_255_255/0.04)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.04)_1px,transparent_1px)] bg-[size:48px_48px] [mask-image:radial-gradient(ellipse_at_top,black_30%,transparent_75%)]" />
      </div>

      <div className="mx-auto grid max-w-7xl items-center gap-14 px-4 pt-14 pb-16 sm:px-6 sm:pt-20 lg:grid-cols-[1.1fr_1fr] lg:gap-12 lg:px-8 lg:pt-24 lg:pb-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/5 px-3 py-1 text-xs font-medium text-brand-200 ring-1 ring-white/10">
            <span className="size-1.5 rounded-full bg-brand-400" aria-hidden="true" />
            {brand.name} Logistics API {apiConfig.version} · Built in {brand.city}
          </p>

          <h1
            id="hero-title"
            className="mt-6 text-[2.125rem] leading-[1.1] font-extrabold tracking-tight sm:text-5xl lg:text-6xl"
          >
            <span className="block">The Logistics API built&nbsp;for</span>
            <RotatingPhrase phrase={phrase} live={!rotation.paused} />
          </h1>

          <p className="mt-6 max-w-xl text-base leading-7 text-slate-300 sm:text-lg sm:leading-8">
            Create deliveries, dispatch riders, track every parcel in real time and settle in naira, across Lagos, Abuja
            and beyond, with one REST API and a partner dashboard your operations team will actually enjoy.
          </p>

          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
            <Button variant="accent" size="lg" onClick={onRequestAccess}>
              Request API Access
              <Icon node={ArrowRight} className="size-4" aria-hidden="true" />
            </Button>
            <Link
              to="/signin"
              className={cn(
                buttonClasses('ghost', 'lg'),
                'text-white ring-1 ring-white/20 ring-inset hover:bg-white/10 hover:text-white',
              )}
            >
              Sign in as a partner
            </Link>
          </div>

          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-300">
            {heroFacts.map((fact) => (
              <li key={fact} className="flex items-center gap-2">
                <Icon node={Check} className="size-4 text-brand-400" aria-hidden="true" />
                {fact}
              </li>
            ))}
          </ul>

          <div className="mt-6">
            <RotationToggle paused={rotation.paused} onPausedChange={rotation.setPaused} />
          </div>
        </div>

        <DeliveryPreview />
      </div>

      <div className="border-t border-white/10 bg-white/[0.02]">
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-3 px-4 py-6 sm:px-6 lg:flex-row lg:justify-between lg:px-8">
          <p className="text-sm text-slate-400">Moving parcels for merchants and riders in</p>
          <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm font-semibold tracking-wide text-slate-200">
            {servedCities.map((city) => (
              <li key={city}>{city}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

/** A static picture of the product: one delivery as the API and its webhooks see it. */
function DeliveryPreview() {
  const d = previewDelivery;
  return (
    <div
      role="img"
      aria-label={`Example: delivery ${d.trackingNumber} from ${d.from} to ${d.to}, in transit, arriving in ${d.eta}, ${d.price}.`}
      className="relative mx-auto w-full max-w-md lg:max-w-none"
    >
      <div className="rounded-2xl bg-white p-5 text-slate-900 shadow-2xl ring-1 ring-white/10 sm:p-6">
        <div className="flex items-start justify-between gap-4">
          <div>
            <p className="text-xs font-medium text-slate-500">Tracking number</p>
            <p className="mt-0.5 font-mono text-base font-bold">{d.trackingNumber}</p>
          </div>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-indigo-50 px-2.5 py-1 text-xs font-semibold text-indigo-700 ring-1 ring-indigo-600/20 ring-inset">
            <span className="size-1.5 rounded-full bg-indigo-500" />
            In transit
          </span>
        </div>

        <div className="mt-5 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
          <span className="mt-1.5 size-2.5 rounded-full border-2 border-brand-600" />
          <div>
            <p className="text-xs text-slate-500">Pickup</p>
            <p className="font-medium">{d.from}</p>
          </div>
          <span className="mx-auto h-5 w-px bg-slate-300" />
          <span />
          <span className="mt-1.5 size-2.5 rounded-full bg-brand-600" />
          <div>
            <p className="text-xs text-slate-500">Drop-off</p>
            <p className="font-medium">{d.to}</p>
          </div>
        </div>

        <ol className="mt-6 grid grid-cols-4 gap-2">
          {d.steps.map((step) => (
            <li key={step.label}>
              <span className={cn('block h-1.5 rounded-full', step.done ? 'bg-brand-500' : 'bg-slate-200')} />
              <span className={cn('mt-2 block text-xs font-semibold', step.done ? 'text-slate-800' : 'text-slate-500')}>
                {step.label}
              </span>
              <span className="block font-mono text-[0.6875rem] text-slate-500">{step.time}</span>
            </li>
          ))}
        </ol>

        <dl className="mt-6 grid grid-cols-3 divide-x divide-slate-200 rounded-xl bg-slate-50 py-3 text-center ring-1 ring-slate-200">
          <div>
            <dt className="text-[0.6875rem] font-medium text-slate-500">ETA</dt>
            <dd className="mt-0.5 text-sm font-bold">{d.eta}</dd>
          </div>
          <div>
            <dt className="text-[0.6875rem] font-medium text-slate-500">Price</dt>
            <dd className="mt-0.5 text-sm font-bold">{d.price}</dd>
          </div>
          <div>
            <dt className="text-[0.6875rem] font-medium text-slate-500">Rider</dt>
            <dd className="mt-0.5 truncate px-1 text-sm font-bold">{d.rider.split(' · ')[0]}</dd>
          </div>
        </dl>
      </div>

      <div className="relative z-10 mx-4 -mt-3 rounded-xl bg-slate-900/95 p-4 font-mono text-xs shadow-xl ring-1 ring-white/10 backdrop-blur sm:mx-8">
        <p className="mb-2 flex items-center justify-between text-[0.6875rem] tracking-wide text-slate-400 uppercase">
          <span>Webhooks</span>
          <span className="truncate text-brand-300 normal-case">POST https://you.ng/hooks</span>
        </p>
        <ul className="space-y-1.5">
          {d.webhooks.map((hook) => (
            <li key={hook.event} className="flex items-center justify-between gap-3">
              <span className="text-slate-200">{hook.event}</span>
              <span className="rounded bg-brand-500/15 px-1.5 py-0.5 text-brand-300">{hook.status} OK</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
