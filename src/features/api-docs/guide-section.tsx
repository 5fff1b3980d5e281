import type { ReactNode } from 'react';

/** One section of /api-docs' guide: an anchor the contents link to, a heading, its text. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24 space-y-3">
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export const text = 'max-w-3xl text-sm leading-6 text-slate-700';
