import { FlaskConical } from 'lucide';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Icon } from '@/components/ui/icons';
import { getPanelUi, panelShortcut, updatePanelUi, useMockStatus, usePanelUi } from './panel-state';

/*
 * On the dev server and in the end-to-end build only (never in a production build): the
 * launcher of the mock API panel — a compact pill in the bottom-left corner, with room kept
 * for it under the page — and its keyboard shortcut. The panel's own code (radix, zod, the
 * contract's endpoint list) loads when it first opens.
 */
const MockPanel = lazy(() => import('./mock-panel'));

export default function DevTools() {
  const { open } = usePanelUi();
  const { activeFaults } = useMockStatus();
  // Once loaded, the panel stays mounted (closed), so it opens at once the next time.
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);

  useEffect(() => {
    // Alt+Shift+M: no browser or screen-reader command uses it. `code`, not `key`: on a Mac,
    // Option turns the M into another character.
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.altKey || !event.shiftKey || event.ctrlKey || event.metaKey || event.code !== panelShortcut.code) {
        return;
      }
      event.preventDefault();
      updatePanelUi({ open: !getPanelUi().open });
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const faults = activeFaults ?? 0;
  return (
    <>
      {/* Room under the launcher: scrolled to the end, the page's last line is above it. */}
      <div aria-hidden="true" className="h-14 bg-slate-950" />
      <button
        type="button"
        className="fixed bottom-3 left-3 z-30 inline-flex h-9 items-center gap-1.5 rounded-full bg-slate-900/90 px-2.5 text-xs font-semibold text-white shadow-lg ring-1 ring-white/15 backdrop-blur hover:bg-slate-900 focus-visible:outline-offset-2 sm:px-3"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-keyshortcuts={panelShortcut.label}
        title={`Mock API panel (${panelShortcut.label})`}
        onClick={() => updatePanelUi({ open: true })}
      >
        <Icon node={FlaskConical} className="size-4" aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">Mock API</span>{' '}
        {faults > 0 ? (
          <span className="inline-flex min-w-4 items-center justify-center rounded-full bg-red-500 px-1 text-[0.625rem] leading-4 font-bold text-white">
            {faults} <span className="sr-only">{faults === 1 ? 'fault rule' : 'fault rules'} active</span>
          </span>
        ) : null}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MockPanel />
        </Suspense>
      ) : null}
    </>
  );
}
