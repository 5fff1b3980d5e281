import { Link } from '@tanstack/react-router';
import { Plus } from 'lucide';
import type { Ref } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';

/** The section's heading and its New delivery link (the page's skeleton shows them too); the pager scrolls back to it. */
export function SectionHeading({ ref }: { ref?: Ref<HTMLHeadingElement> }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 sm:items-start">
      <div className="min-w-0">
        <h2 id="deliveries-heading" ref={ref} className="scroll-mt-24 text-lg font-semibold text-slate-900">
          Deliveries
        </h2>
        {/* On a phone the deliveries come first: the heading says enough. */}
        <p className="hidden text-sm text-slate-600 sm:block">
          Accept new requests and move each delivery along until it is delivered.
        </p>
      </div>
      <Link to="/dashboard/deliveries/new" className={buttonClasses('primary', 'sm', 'max-sm:h-11 max-sm:px-4')}>
        <Icon node={Plus} className="size-4" aria-hidden="true" />
        New delivery
      </Link>
    </div>
  );
}
