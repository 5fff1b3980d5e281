import type { ReactNode } from 'react';
import { brand } from '@/config';

export interface LegalSection {
  id: string;
  title: string;
  content: ReactNode;
}

interface LegalPageProps {
  title: string;
  intro: ReactNode;
  updated: string;
  sections: readonly LegalSection[];
}

/** A policy page: a header, an "On this page" list and numbered sections in a readable column. */
export function LegalPage({ title, intro, updated, sections }: LegalPageProps) {
  return (
    <article className="bg-white">
      <header className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Legal</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
          <div className="mt-4 text-base leading-7 text-slate-600">{intro}</div>
          <p className="mt-4 text-sm text-slate-500">Last updated: {updated}</p>
        </div>
      </header>

      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <nav aria-labelledby="legal-contents" className="rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200">
          <h2 id="legal-contents" className="text-sm font-semibold text-slate-900">
            On this page
          </h2>
          <ol className="mt-3 grid list-decimal gap-x-8 gap-y-1.5 pl-5 text-sm text-slate-700 marker:text-slate-400 sm:grid-cols-2">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="hover:text-brand-700 hover:underline">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="mt-10 space-y-10">
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
              <h2 id={`${section.id}-title`} className="text-xl font-semibold tracking-tight text-slate-900">
                <span className="mr-2 text-slate-500 tabular-nums">{index + 1}.</span>
                {section.title}
              </h2>
              <div className="mt-3 space-y-4 text-base leading-7 text-slate-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-800 [&_strong]:font-semibold [&_strong]:text-slate-900 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ul]:marker:text-slate-400">
                {section.content}
              </div>
            </section>
          ))}
        </div>

        <aside className="mt-14 rounded-xl border border-brand-200 bg-brand-50 p-5 text-sm leading-6 text-brand-900">
          Questions about this policy? Write to{' '}
          <a href={`mailto:${brand.supportEmail}`} className="font-semibold underline underline-offset-2">
            {brand.supportEmail}
          </a>{' '}
          or call {brand.phone}. {brand.name}, {brand.city}, {brand.country}.
        </aside>
      </div>
    </article>
  );
}
