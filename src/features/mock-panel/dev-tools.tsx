import { lazy, Suspense, useEffect, useState } from 'react';
import { LauncherDock } from './launcher-dock';
import { getPanelUi, panelShortcut, updatePanelUi, useMockStatus, usePanelUi } from './panel-state';

/*
 * On the dev server and in the end-to-end build only (never in a production build): the
 * launcher of the mock API panel — docked on a screen edge, in the page's margin
 * (launcher-dock.tsx) — and its keyboard shortcut. The panel's own code (radix, zod, the
 * contract's endpoint list) loads when it first opens.
 */
const MockPanel = lazy(() => import('./mock-panel'));

export default function DevTools() {
  const { open, edge, launcherHidden } = usePanelUi();
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

  return (
    <>
      <LauncherDock edge={edge} hidden={launcherHidden} panelOpen={open} faults={activeFaults ?? 0} />
      {wanted ? (
        <Suspense fallback={null}>
          <MockPanel />
        </Suspense>
      ) : null}
    </>
  );
}
