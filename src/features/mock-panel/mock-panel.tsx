import { useRouter } from '@tanstack/react-router';
import { Dialog as RadixDialog, Tabs } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { tokenStorage } from '@/api/token-storage';
import { notify } from '@/components/ui/toast';
import { useLoadedQueryClient } from '@/queries/data-layer';
import { forgetSession, sessionQueries } from '@/queries/session';
import { mockControl, type FaultRule, type ScenarioInfo } from './control-api';
import { FaultsSection } from './faults-section';
import { LogSection } from './log-section';
import { NetworkSection } from './network-section';
import { OutboxSection } from './outbox-section';
import { PanelHeader } from './panel-header';
import {
  getMockStatus,
  updateMockStatus,
  updatePanelUi,
  useMockStatus,
  usePanelUi,
  type PanelSection,
} from './panel-state';
import { PanelTabList } from './panel-tabs';
import { reproLink } from './repro-link';
import { ResetSection } from './reset-section';
import { ScenarioSection } from './scenario-section';
import { useControlAction, useControlData } from './use-control';
import { useCopy } from './use-copy';

/** How often the fault rules (their hits and what is left) are read while the panel is open. */
export const FAULTS_POLL_MS = 2_000;

const isActive = (rule: FaultRule) => rule.remaining === null || rule.remaining > 0;

/**
 * The mock API panel (development and e2e builds only): a drawer over the app with the mock's
 * scenario, network, fault rules, request log, outbox and reset. Its open state, section and
 * log filter are kept in localStorage (panel-state.ts); its data is read only while it is open.
 */
export default function MockPanel() {
  const { open } = usePanelUi();
  // Opened by the launcher or the shortcut, not a radix trigger: focus goes back by hand.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => updatePanelUi({ open: next })}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/40" />
        <RadixDialog.Content
          className="fixed inset-y-0 right-0 z-50 flex w-full flex-col bg-slate-50 shadow-2xl outline-none sm:max-w-2xl sm:border-l sm:border-slate-300"
          onOpenAutoFocus={(event) => {
            returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            // The drawer itself takes focus: its title is read first and no control looks pressed.
            event.preventDefault();
            (event.currentTarget as HTMLElement | null)?.focus();
          }}
          onCloseAutoFocus={(event) => {
            // Back where the panel was opened from (the launcher, or what had the focus at the
            // shortcut), when it is still there; after a navigation, wherever the page puts it.
            event.preventDefault();
            if (returnFocusTo.current?.isConnected) returnFocusTo.current.focus();
            returnFocusTo.current = null;
          }}
        >
          <PanelBody />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function PanelBody() {
  const { section } = usePanelUi();
  const { latencyMs } = useMockStatus();
  const router = useRouter();
  const queryClient = useLoadedQueryClient();
  const scenario = useControlData(mockControl.scenario);
  const faults = useControlData(mockControl.faults, FAULTS_POLL_MS);
  const switching = useControlAction();
  const [switchingTo, setSwitchingTo] = useState<string | null>(null);
  const { copied, copy } = useCopy();

  const activeFaults = faults.data?.filter(isActive);
  const activeCount = activeFaults?.length;
  useEffect(() => {
    if (activeCount !== undefined) updateMockStatus({ activeFaults: activeCount });
  }, [activeCount]);

  const close = () => updatePanelUi({ open: false });
  const refreshState = async () => {
    await Promise.all([scenario.refresh(), faults.refresh()]);
  };

  /** After the mock's data changed under the app: nothing cached is true any more. */
  const onSignedInPage = () => router.state.matches.some((match) => match.routeId.startsWith('/_authenticated'));

  const switchScenario = async (info: ScenarioInfo) => {
    setSwitchingTo(info.name);
    const ok = await switching.run(() => mockControl.setScenario(info.name));
    setSwitchingTo(null);
    if (!ok) return;
    await refreshState();
    close();
    notify.success(`Scenario: ${info.title}`, { description: 'The mock’s data was reset to this scenario.' });
    if (!queryClient) {
      void router.invalidate();
      return;
    }
    // The session first: one the new data does not have ends as any refused session does (a
    // 401, the refresh refused, /signin with the location kept), and nothing else need be done.
    const user = await queryClient.fetchQuery({ ...sessionQueries.me(), staleTime: 0 }).catch(() => null);
    // Every other query asks again; a signed-in partner starts again from the dashboard.
    void queryClient.invalidateQueries();
    if (user && onSignedInPage()) void router.navigate({ to: '/dashboard' });
    else void router.invalidate();
  };

  const reset = async () => {
    await mockControl.reset();
    // Sessions are part of the data: signed out.
    if (queryClient) forgetSession(queryClient);
    else tokenStorage.clear();
    close();
    notify.success('Demo data reset', { description: 'Sign in again with demo@example.com / Partner123!' });
    void router.navigate({ to: '/signin' });
  };

  const copyReproLink = () => {
    if (!scenario.data || !faults.data) return;
    // The page as the router has it (its search and hash), on this origin.
    const { pathname, searchStr, hash } = router.state.location;
    copy(
      reproLink(
        { origin: window.location.origin, pathname, search: searchStr, hash: hash ? `#${hash}` : '' },
        {
          scenario: scenario.data.current,
          latencyMs: getMockStatus().latencyMs,
          faults: faults.data,
        },
      ),
      'Link to reproduce',
    );
  };

  const followLink = (pathAndQuery: string) => {
    close();
    router.history.push(pathAndQuery);
  };

  const currentTitle =
    scenario.data?.scenarios.find((info) => info.name === scenario.data?.current)?.title ?? scenario.data?.current;

  return (
    <>
      <PanelHeader
        scenario={currentTitle}
        latencyMs={latencyMs}
        activeFaults={activeCount}
        canCopyReproLink={Boolean(scenario.data && faults.data)}
        onCopyReproLink={copyReproLink}
        copied={copied}
      />
      <Tabs.Root
        value={section}
        onValueChange={(next) => updatePanelUi({ section: next as PanelSection })}
        className="flex min-h-0 flex-1 flex-col"
      >
        <PanelTabList activeFaults={activeCount} />
        <div className="min-h-0 flex-1 overflow-y-auto p-4 sm:p-5">
          <Tabs.Content value="scenario" className="outline-none">
            <ScenarioSection
              scenario={scenario}
              switching={switchingTo}
              error={switching.error}
              onSwitch={(info) => void switchScenario(info)}
            />
          </Tabs.Content>
          <Tabs.Content value="network" className="outline-none">
            <NetworkSection faults={faults} onFaultsChanged={faults.refresh} />
          </Tabs.Content>
          <Tabs.Content value="faults" className="outline-none">
            <FaultsSection faults={faults} onFaultsChanged={faults.refresh} />
          </Tabs.Content>
          <Tabs.Content value="log" className="outline-none">
            <LogSection copy={copy} />
          </Tabs.Content>
          <Tabs.Content value="outbox" className="outline-none">
            <OutboxSection onFollow={followLink} />
          </Tabs.Content>
          <Tabs.Content value="reset" className="outline-none">
            <ResetSection onReset={reset} />
          </Tabs.Content>
        </div>
      </Tabs.Root>
    </>
  );
}
