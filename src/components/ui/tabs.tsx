import { Tabs as RadixTabs } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from './cn';

/** radix Tabs, styled: arrow keys move between tabs, Home/End jump (WAI-ARIA tabs pattern). */
export const Tabs = RadixTabs.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List
      className={cn('flex gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1 [scrollbar-width:none]', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={cn(
        'flex min-w-fit flex-1 items-center justify-center gap-2 rounded-lg px-2 py-2 text-sm font-semibold sm:px-4 [&>svg]:hidden sm:[&>svg]:block text-slate-600 transition hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={cn('mt-6 focus-visible:outline-none', className)} {...props} />;
}
