import { copyOrSelect } from '@/components/ui/copy-or-select';
import { Check, Copy } from 'lucide';
import { useId, useState } from 'react';
import { Icon } from '@/components/ui/icons';
import { useSidewaysScroll } from './scroll-area';

/**
 * A block of code that scrolls inside itself (never the page) with a Copy button. When the
 * clipboard refuses, the code is selected so that Ctrl+C / ⌘C copies it.
 */
export function CodeBlock({ code, label }: { code: string; label: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'select'>('idle');
  const { ref: pre, props: scrollProps } = useSidewaysScroll<HTMLPreElement>(label);
  const labelId = useId();

  const copy = async () => setState(await copyOrSelect(code, pre.current));

  return (
    <figure aria-labelledby={labelId} className="overflow-hidden rounded-xl bg-slate-950">
      <figcaption className="flex items-center justify-between gap-3 border-b border-slate-800 px-3 py-1.5">
        <span id={labelId} className="text-xs font-medium text-slate-300">
          {label}
        </span>
        <button
          type="button"
          onClick={() => void copy()}
          aria-label={`Copy ${label}`}
          className="inline-flex h-8 items-center gap-1.5 rounded-md px-2.5 text-xs font-semibold text-slate-100 hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          <Icon node={state === 'copied' ? Check : Copy} className="size-3.5" aria-hidden="true" />
          {state === 'copied' ? 'Copied' : 'Copy'}
        </button>
      </figcaption>
      <pre
        ref={pre}
        {...scrollProps}
        className="overflow-x-auto p-4 font-mono text-xs leading-5 text-slate-100 ring-inset focus:ring-2 focus:ring-brand-600 focus:outline-none"
      >
        <code>{code}</code>
      </pre>
      <p role="status" className="sr-only">
        {state === 'copied' ? 'Copied to the clipboard' : state === 'select' ? 'Selected: press Ctrl+C to copy' : ''}
      </p>
    </figure>
  );
}
