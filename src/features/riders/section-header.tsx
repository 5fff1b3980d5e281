import { getRouteApi } from '@tanstack/react-router';
import { cn } from '@/components/ui/cn';
import type { RiderView } from './search';

const route = getRouteApi('/_authenticated/dashboard/riders');

const tabs: ReadonlyArray<{ view: RiderView; label: string }> = [
  { view: 'roster', label: 'Roster' },
  { view: 'dispatch', label: 'Dispatch' },
  { view: 'map', label: 'Fleet map' },
  { view: 'cash', label: 'Cash on delivery' },
];

/** The section's heading, what it is for, and its views as links (the pending shape shows them too). */
export function SectionHeader({ view }: { view: RiderView }) {
  return (
    <div className="space-y-3">
      <div className="min-w-0">
        <h2 id="riders-heading" className="text-lg font-semibold text-slate-900">
          Riders
        </h2>
        <p className="text-sm text-slate-600">
          Your riders, who carries which delivery, where they are now, and the cash they collect.
        </p>
      </div>
      <nav aria-label="Riders views">
        <ul className="flex gap-1 overflow-x-auto border-b border-slate-200">
          {tabs.map((tab) => (
            <li key={tab.view} className="shrink-0">
              <route.Link
                to="."
                search={{ view: tab.view }}
                aria-current={tab.view === view ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center gap-1.5 border-b-2 px-3 text-sm font-medium',
                  tab.view === view
                    ? 'border-brand-700 text-brand-800'
                    : 'border-transparent text-slate-600 hover:text-slate-900',
                )}
              >
                {tab.label}
              </route.Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
