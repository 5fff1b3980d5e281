import { Check, Minus, X } from 'lucide';
import { Icon, type IconNode } from '@/components/ui/icons';
import { SectionHeading } from '@/features/landing/section-heading';
import { cn } from '@/components/ui/cn';
import { brand } from '@/config';
import { comparisonColumns, comparisonRows, type Support } from './content';

const supportLook: Record<Support, { icon: IconNode; label: string; className: string }> = {
  yes: { icon: Check, label: 'Yes', className: 'bg-brand-100 text-brand-800' },
  partial: { icon: Minus, label: 'Partly', className: 'bg-amber-100 text-amber-800' },
  no: { icon: X, label: 'No', className: 'bg-slate-200 text-slate-600' },
};

// The capability column stays in view while the table scrolls sideways on a phone.
const stickyColumn =
  'sticky left-0 z-10 w-36 bg-white shadow-[1px_0_0_var(--color-slate-200)] sm:w-[26%] sm:shadow-none';

function Cell({ support, text }: { support: Support; text: string }) {
  const { icon, label, className } = supportLook[support];
  return (
    <span className="flex items-start gap-2.5">
      <span className={cn('mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full', className)}>
        <Icon node={icon} className="size-3.5" strokeWidth={3} aria-hidden="true" />
      </span>
      <span>
        <span className="sr-only">{label}: </span>
        {text}
      </span>
    </span>
  );
}

export function ComparisonSection() {
  return (
    <section id="comparison" aria-labelledby="comparison-title" className="bg-slate-50 py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="comparison-title" eyebrow="Comparison" title={`Why logistics teams choose ${brand.name}`}>
          Building delivery software in-house takes a team and a year. A generic courier API ties you to one fleet and
          its prices. {brand.name} gives you both the rails and the riders.
        </SectionHeading>

        <div
          role="region"
          aria-labelledby="comparison-caption"
          tabIndex={0}
          className="relative mt-14 overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
        >
          <table className="w-full min-w-[44rem] border-collapse text-left text-sm">
            <caption id="comparison-caption" className="sr-only">
              {brand.name} compared with building in-house and with a generic courier API
            </caption>
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className={cn(stickyColumn, 'px-4 py-4 font-semibold text-slate-500 sm:px-5')}>
                  Capability
                </th>
                <th scope="col" className="w-[26%] bg-brand-50 px-5 py-4 align-bottom">
                  <span className="block text-[0.6875rem] font-semibold tracking-wide text-brand-700 uppercase">
                    Recommended
                  </span>
                  <span className="text-base font-bold text-brand-900">{comparisonColumns.deliveros}</span>
                </th>
                <th scope="col" className="px-5 py-4 align-bottom text-base font-bold text-slate-900">
                  {comparisonColumns.inHouse}
                </th>
                <th scope="col" className="px-5 py-4 align-bottom text-base font-bold text-slate-900">
                  {comparisonColumns.courier}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {comparisonRows.map((row) => (
                <tr key={row.capability}>
                  <th scope="row" className={cn(stickyColumn, 'px-4 py-4 font-semibold text-slate-900 sm:px-5')}>
                    {row.capability}
                  </th>
                  <td className="bg-brand-50/70 px-5 py-4 font-medium text-slate-900">
                    <Cell {...row.deliveros} />
                  </td>
                  <td className="px-5 py-4 text-slate-700">
                    <Cell {...row.inHouse} />
                  </td>
                  <td className="px-5 py-4 text-slate-700">
                    <Cell {...row.courier} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-3 text-center text-xs text-slate-500 sm:hidden">
          Scroll the table sideways to compare all three.
        </p>
      </div>
    </section>
  );
}
