import { Inbox, Layers, RotateCcw, ScrollText, Wifi, Zap, type IconNode } from 'lucide';
import { Tabs } from 'radix-ui';
import { Icon } from '@/components/ui/icons';
import type { PanelSection } from './panel-state';

const sections: { id: PanelSection; label: string; short?: string; icon: IconNode }[] = [
  { id: 'scenario', label: 'Scenario', icon: Layers },
  { id: 'network', label: 'Network', icon: Wifi },
  { id: 'faults', label: 'Faults', icon: Zap },
  { id: 'log', label: 'Request log', short: 'Log', icon: ScrollText },
  { id: 'outbox', label: 'Outbox', icon: Inbox },
  { id: 'reset', label: 'Reset', icon: RotateCcw },
];

/** The panel's section tabs; Faults carries the count of active rules. */
export function PanelTabList({ activeFaults }: { activeFaults: number | undefined }) {
  return (
    <Tabs.List
      aria-label="Mock API sections"
      className="flex shrink-0 overflow-x-auto border-b border-slate-200 bg-white px-1 sm:px-3"
    >
      {sections.map((item) => (
        <Tabs.Trigger
          key={item.id}
          value={item.id}
          className="group relative flex min-w-0 flex-1 flex-col items-center gap-0.5 px-1.5 pt-2.5 pb-2 text-[0.6875rem] font-semibold text-slate-600 hover:text-slate-900 data-[state=active]:text-brand-800 sm:flex-none sm:flex-row sm:gap-1.5 sm:px-3 sm:text-xs"
        >
          <Icon node={item.icon} className="size-4 shrink-0" aria-hidden="true" />
          {item.short ? (
            <>
              <span aria-hidden="true" className="sm:hidden">
                {item.short}
              </span>
              <span className="max-sm:sr-only">{item.label}</span>
            </>
          ) : (
            <span>{item.label}</span>
          )}{' '}
          {item.id === 'faults' && activeFaults ? (
            <span className="absolute top-1 right-1 inline-flex min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[0.625rem] leading-4 text-white sm:static">
              {activeFaults} <span className="sr-only">active</span>
            </span>
          ) : null}
          <span
            aria-hidden="true"
            className="absolute inset-x-2 bottom-0 h-0.5 rounded-full bg-transparent group-data-[state=active]:bg-brand-600"
          />
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  );
}
