import { ArrowLeftRight, EyeOff, FlaskConical } from 'lucide';
import { useEffect, useRef } from 'react';
import { Icon } from '@/components/ui/icons';
import { cn } from '@/components/ui/cn';
import { panelShortcut, updatePanelUi, type LauncherEdge } from './panel-state';

/*
 * The launcher of the mock API panel, docked at mid-height on the left or right edge of the
 * screen, inside the page's side margin: a rail of three buttons 12 px wide (16 px from lg up,
 * where the margins are 32 px), so at rest it covers no text of any page. Narrower than 24 px,
 * its buttons keep WCAG 2.5.8's spacing instead (64 and 32 px tall: a 24 px circle on each
 * centre touches no other of them); e2e/mock-panel.spec.ts checks both, and why page targets
 * below lg may come closer.
 * "Hide" folds it into a thinner tab on the same edge; "Move" docks it on the other edge. Both
 * are remembered with the panel's UI state.
 */

const railButton =
  'flex w-3 items-center lg:w-4 justify-center text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-white';

interface LauncherDockProps {
  edge: LauncherEdge;
  hidden: boolean;
  panelOpen: boolean;
  faults: number;
}

export function LauncherDock({ edge, hidden, panelOpen, faults }: LauncherDockProps) {
  const launcher = useRef<HTMLButtonElement>(null);
  const showTab = useRef<HTMLButtonElement>(null);
  // After Hide or Show the pressed button is gone: its replacement takes the focus.
  const focusAfterToggle = useRef(false);
  useEffect(() => {
    if (!focusAfterToggle.current) return;
    focusAfterToggle.current = false;
    (hidden ? showTab : launcher).current?.focus();
  }, [hidden]);

  const toggle = (launcherHidden: boolean) => {
    focusAfterToggle.current = true;
    updatePanelUi({ launcherHidden });
  };
  const other: LauncherEdge = edge === 'left' ? 'right' : 'left';
  const faultNoun = faults === 1 ? 'fault rule' : 'fault rules';
  const side = edge === 'left' ? 'left-0 rounded-r-lg' : 'right-0 rounded-l-lg';

  if (hidden) {
    return (
      <button
        ref={showTab}
        type="button"
        data-mock-launcher=""
        className={cn(
          'group fixed top-1/2 z-30 flex h-14 w-2 -translate-y-1/2 items-center focus-visible:outline-2 focus-visible:outline-slate-900',
          edge === 'left' ? 'left-0 justify-start' : 'right-0 justify-end',
        )}
        title={`Show the Mock API launcher (the panel: ${panelShortcut.label})`}
        onClick={() => toggle(false)}
      >
        <span
          aria-hidden="true"
          className={cn(
            'block h-full w-1 group-hover:w-2',
            edge === 'left' ? 'rounded-r' : 'rounded-l',
            faults > 0 ? 'bg-red-600' : 'bg-slate-500 group-hover:bg-slate-700',
          )}
        />
        <span className="sr-only">
          Show the Mock API launcher{faults > 0 ? ` (${faults} ${faultNoun} active)` : ''}
        </span>
      </button>
    );
  }

  return (
    <div
      role="group"
      aria-label="Mock API launcher"
      data-mock-launcher=""
      className={cn(
        'fixed top-1/2 z-30 flex -translate-y-1/2 flex-col overflow-hidden bg-slate-900/90 shadow-lg ring-1 ring-white/15 backdrop-blur',
        side,
      )}
    >
      <button
        ref={launcher}
        type="button"
        className={cn(railButton, 'h-16 flex-col gap-1')}
        aria-haspopup="dialog"
        aria-expanded={panelOpen}
        aria-keyshortcuts={panelShortcut.label}
        title={`Mock API panel (${panelShortcut.label})`}
        onClick={() => updatePanelUi({ open: true })}
      >
        <Icon node={FlaskConical} className="size-2.5 shrink-0 lg:size-3" aria-hidden="true" />
        <span className="sr-only">Mock API</span>{' '}
        {faults > 0 ? (
          <span className="w-full bg-red-600 text-center text-[0.5625rem] leading-3 font-bold">
            {faults} <span className="sr-only">{faultNoun} active</span>
          </span>
        ) : null}
      </button>
      <button
        type="button"
        className={cn(railButton, 'h-8 border-t border-white/15')}
        title={`Move the Mock API launcher to the ${other} edge`}
        onClick={() => updatePanelUi({ edge: other })}
      >
        <Icon node={ArrowLeftRight} className="size-2.5 lg:size-3" aria-hidden="true" />
        <span className="sr-only">Move the Mock API launcher to the {other} edge</span>
      </button>
      <button
        type="button"
        className={cn(railButton, 'h-8 border-t border-white/15')}
        title="Hide the Mock API launcher"
        onClick={() => toggle(true)}
      >
        <Icon node={EyeOff} className="size-2.5 lg:size-3" aria-hidden="true" />
        <span className="sr-only">Hide the Mock API launcher</span>
      </button>
    </div>
  );
}
