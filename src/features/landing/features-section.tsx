import { CodeXml, PackagePlus, RadioTower, Wallet } from 'lucide';
import { Icon, type IconNode } from '@/components/ui/icons';
import { SectionHeading } from '@/features/landing/section-heading';
import { features, type FeatureIcon } from './content';

const icons: Record<FeatureIcon, IconNode> = {
  delivery: PackagePlus,
  tracking: RadioTower,
  wallet: Wallet,
  developer: CodeXml,
};

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-title" className="bg-white py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="Everything a delivery business runs on, in one API"
        >
          From the first quote to the last naira paid out: deliveries, live tracking, wallets and the tools your
          developers need to ship it this week.
        </SectionHeading>

        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {features.map((feature) => {
            return (
              <li
                key={feature.title}
                className="group flex flex-col rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:bg-white hover:shadow-lg hover:ring-brand-200"
              >
                <span className="flex size-11 items-center justify-center rounded-xl bg-brand-700 text-white shadow-sm">
                  <Icon node={icons[feature.icon]} className="size-5" aria-hidden="true" />
                </span>
                <h3 className="mt-5 text-lg font-bold text-slate-900">{feature.title}</h3>
                <p className="mt-2 text-sm leading-6 text-slate-600">{feature.description}</p>
                <ul className="mt-5 space-y-2 border-t border-slate-200 pt-5 text-sm text-slate-700">
                  {feature.points.map((point) => (
                    <li key={point} className="flex gap-2.5">
                      <span className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-500" aria-hidden="true" />
                      {point}
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
