import { Link } from '@tanstack/react-router';
import { Plus } from 'lucide';
import type { Ref } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';

/** The section's heading and its New delivery link (the page's skeleton shows them too); the pager scrolls back to it. */
export function SectionHeading({ ref }: { ref?: Ref<HTMLHeadingElement> }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <h2 id="deliveries-heading" ref={ref} className="scroll-mt-24 text-lg font-semibold text-slate-900">
          Deliveries
        </h2>
        <p className="text-sm text-slate-600">
          Accept new requests and move each delivery along until it is delivered.
        </p>
      </div>
      <Link to="/dashboard/deliveries/new" className={buttonClasses('primary', 'sm')}>
        <Icon node={Plus} className="size-4" aria-hidden="true" />
        New delivery
      </Link>
    </div>
  );
}
