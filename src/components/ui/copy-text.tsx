import { Check, Copy } from 'lucide';
import { useEffect, useRef, useState } from 'react';
import { Button } from './button';
import { Icon } from './icons';

/**
 * A value to hand on (a transaction's reference, a tracking link) and a button that copies it;
 * if the browser refuses the clipboard, the value is selectable and the status line says so.
 * `what` names it in the status line: "Reference copied.", "Couldn’t copy: select the reference…".
 */
export function CopyText({ text, what, label }: { text: string; what: string; label: string }) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(text);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
    timer.current = setTimeout(() => setCopied(null), 3_000);
  };

  return (
    <div>
      <div className="flex items-center gap-2 rounded-xl bg-slate-50 py-1.5 pr-1.5 pl-3 ring-1 ring-slate-200/70">
        <span className="min-w-0 flex-1 font-mono text-sm font-semibold break-all text-slate-900 select-all">
          {text}
        </span>
        <Button size="sm" variant="secondary" onClick={() => void copy()} aria-label={label}>
          <Icon node={copied === 'yes' ? Check : Copy} className="size-4" aria-hidden="true" />
          {copied === 'yes' ? 'Copied' : 'Copy'}
        </Button>
      </div>
      {/* Announced, but not a `status` role: a view has one status region of its own. */}
      <p aria-live="polite" className="mt-1 text-xs text-slate-600 empty:hidden">
        {copied === 'yes'
          ? `${what.charAt(0).toUpperCase()}${what.slice(1)} copied.`
          : copied === 'no'
            ? `Couldn’t copy: select the ${what} and copy it yourself.`
            : ''}
      </p>
    </div>
  );
}
