import { Check, FlaskConical, Link2, X } from 'lucide';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icons';
import { panelShortcut } from './panel-state';
import type { Copied } from './use-copy';

/** The panel's dark head: its title, the mock's state in a line, Close and "Copy link to reproduce". */
export function PanelHeader({
  scenario,
  latencyMs,
  activeFaults,
  canCopyReproLink,
  onCopyReproLink,
  copied,
}: {
  /** The current scenario's title; undefined until it is read. */
  scenario: string | undefined;
  latencyMs: number | null;
  activeFaults: number | undefined;
  canCopyReproLink: boolean;
  onCopyReproLink: () => void;
  copied: Copied | null;
}) {
  return (
    <header className="bg-slate-900 px-4 pt-4 pb-3 text-white sm:px-5">
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white/10 ring-1 ring-white/15">
          <Icon node={FlaskConical} className="size-5 text-emerald-300" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <RadixDialog.Title className="flex items-center gap-2 text-base font-semibold">
            Mock API
            <span className="rounded bg-white/10 px-1.5 py-0.5 font-mono text-[0.625rem] font-medium tracking-wide text-slate-200 uppercase">
              dev
            </span>
          </RadixDialog.Title>
          <RadixDialog.Description className="mt-0.5 text-xs text-slate-300">
            <Summary scenario={scenario} latencyMs={latencyMs} faults={activeFaults} shortcut={panelShortcut.label} />
          </RadixDialog.Description>
        </div>
        <RadixDialog.Close
          className="-mt-1 -mr-2 rounded-md p-2 text-slate-300 hover:bg-white/10 hover:text-white"
          aria-label="Close"
        >
          <Icon node={X} className="size-5" aria-hidden="true" />
        </RadixDialog.Close>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2">
        <button
          type="button"
          className="inline-flex h-8 items-center gap-1.5 rounded-md bg-white/10 px-2.5 text-xs font-semibold text-white ring-1 ring-white/20 ring-inset hover:bg-white/15 disabled:opacity-60"
          disabled={!canCopyReproLink}
          onClick={onCopyReproLink}
        >
          <Icon node={Link2} className="size-3.5" aria-hidden="true" />
          Copy link to reproduce
        </button>
        <p role="status" className="min-w-0 text-xs text-slate-300">
          {copied?.ok ? (
            <span className="inline-flex items-center gap-1 text-emerald-300">
              <Icon node={Check} className="size-3.5" aria-hidden="true" />
              {copied.what} copied
            </span>
          ) : null}
        </p>
      </div>
      {copied && !copied.ok ? (
        <label className="mt-2 block text-xs text-slate-300">
          The clipboard refused: copy it from here
          <input
            readOnly
            value={copied.text}
            onFocus={(event) => event.currentTarget.select()}
            className="mt-1 block w-full rounded-md bg-slate-800 px-2 py-1.5 font-mono text-[0.6875rem] text-slate-100 ring-1 ring-white/20"
          />
        </label>
      ) : null}
    </header>
  );
}

function Summary({
  scenario,
  latencyMs,
  faults,
  shortcut,
}: {
  scenario: string | undefined;
  latencyMs: number | null;
  faults: number | undefined;
  shortcut: string;
}) {
  const parts: ReactNode[] = [
    <>Scenario: {scenario ?? '…'}</>,
    latencyMs === null ? 'latency as started' : `${latencyMs.toLocaleString('en-NG')} ms latency`,
    faults === undefined ? 'fault rules …' : faults === 1 ? '1 fault rule' : `${faults} fault rules`,
  ];
  return (
    <>
      {parts.map((part, index) => (
        <span key={index}>
          {index > 0 ? ' · ' : null}
          {part}
        </span>
      ))}
      <span className="hidden sm:inline"> · {shortcut} toggles this panel</span>
    </>
  );
}
