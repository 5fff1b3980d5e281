import type { Ref } from 'react';

/** The section's heading (the page's skeleton shows it too); the pager scrolls back to it. */
export function SectionHeading({ ref }: { ref?: Ref<HTMLHeadingElement> }) {
  return (
    <div>
      <h2 id="deliveries-heading" ref={ref} className="scroll-mt-24 text-lg font-semibold text-slate-900">
        Deliveries
      </h2>
      <p className="text-sm text-slate-600">Accept new requests and move each delivery along until it is delivered.</p>
    </div>
  );
}
