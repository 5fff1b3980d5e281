import { useRouter } from '@tanstack/react-router';
import { Check, FlaskConical, Inbox, Layers, Link2, RotateCcw, ScrollText, Wifi, X, Zap, type IconNode } from 'lucide';
import { Dialog as RadixDialog, Tabs } from 'radix-ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { tokenStorage } from '@/api/token-storage';
import { cn } from '@/components/ui/cn';
import { Icon } from '@/components/ui/icons';
import { notify } from '@/components/ui/toast';
import { useLoadedQueryClient } from '@/queries/data-layer';
import { forgetSession, sessionQueries } from '@/queries/session';
import { mockControl, type FaultRule, type ScenarioInfo } from './control-api';
import { FaultsSection } from './faults-section';
import { LogSection } from './log-section';
import { NetworkSection } from './network-section';
import { OutboxSection } from './outbox-section';
import {
  getMockStatus,
  panelShortcut,
  updateMockStatus,
  updatePanelUi,
  useMockStatus,
  usePanelUi,
  type PanelSection,
} from './panel-state';
import { ControlError, PanelCard, SectionIntro } from './panel-ui';
import { reproLink } from './repro-link';
import { useControlAction, useControlData } from './use-control';
import { ScenarioSection } from './scenario-section';

/** How often the fault rules (their hits and what is left) are read while the panel is open. */
export const FAULTS_POLL_MS = 2_000;

const sections: { id: PanelSection; label: string; short?: string; icon: IconNode }[] = [
  { id: 'scenario', label: 'Scenario', icon: Layers },
  { id: 'network', label: 'Network', icon: Wifi },
  { id: 'faults', label: 'Faults', icon: Zap },
  { id: 'log', label: 'Request log', short: 'Log', icon: ScrollText },
  { id: 'outbox', label: 'Outbox', icon: Inbox },
  { id: 'reset', label: 'Reset', icon: RotateCcw },
];

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
  const [copied, setCopied] = useState<{ what: string; text: string; ok: boolean } | null>(null);

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

  const copy = (text: string, what: string) => {
    const done = (ok: boolean) => setCopied({ what, text, ok });
    if (!navigator.clipboard?.writeText) {
      done(false);
      return;
    }
    navigator.clipboard.writeText(text).then(
      () => done(true),
      () => done(false),
    );
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
              <Summary
                scenario={currentTitle}
                latencyMs={latencyMs}
                faults={activeCount}
                shortcut={panelShortcut.label}
              />
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
            disabled={!scenario.data || !faults.data}
            onClick={copyReproLink}
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
      <Tabs.Root
        value={section}
        onValueChange={(next) => updatePanelUi({ section: next as PanelSection })}
        className="flex min-h-0 flex-1 flex-col"
      >
        <Tabs.List
          aria-label="Mock API sections"
          className="flex shrink-0 overflow-x-auto border-b border-slate-200 bg-white px-1 sm:px-3"
        >
          {sections.map((item) => (
            <Tabs.Trigger
              key={item.id}
              value={item.id}
              className="group relative flex min-w-0 flex-1 flex-col items-center gap-0.5 px-1.5 pt-2.5 pb-2 text-[0.6875rem] font-semibold text-slate-600 hover:text-slate-900 data-[state=active]:text-brand-800 sm:flex-none sm:flex-row sm:gap-1.5 sm:px-3 sm:text-xs"
            >
              <Icon node={item.icon} className="size-4 shrink-0" aria-hidden="true" />
              {item.short ? (
                <>
                  <span aria-hidden="true" className="sm:hidden">
                    {item.short}
                  </span>
                  <span className="max-sm:sr-only">{item.label}</span>
                </>
              ) : (
                <span>{item.label}</span>
              )}{' '}
              {item.id === 'faults' && activeCount ? (
                <span className="absolute top-1 right-1 inline-flex min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[0.625rem] leading-4 text-white sm:static">
                  {activeCount} <span className="sr-only">active</span>
                </span>
              ) : null}
              <span
                aria-hidden="true"
                className="absolute inset-x-2 bottom-0 h-0.5 rounded-full bg-transparent group-data-[state=active]:bg-brand-600"
              />
            </Tabs.Trigger>
          ))}
        </Tabs.List>
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

function ResetSection({ onReset }: { onReset: () => Promise<void> }) {
  const action = useControlAction();
  return (
    <section aria-labelledby="mock-reset-heading">
      <SectionIntro id="mock-reset-heading" title="Reset">
        Back to the demo data: every account, delivery, balance and movement as seeded, and every session signed out.
        The fault rules, the latency, the request log and the outbox stay as they are.
      </SectionIntro>
      <PanelCard>
        <p className="text-xs leading-5 text-slate-600">
          Sign in again with <code className="font-mono text-slate-800">demo@example.com</code> /{' '}
          <code className="font-mono text-slate-800">Partner123!</code> afterwards. To start from another data set, pick
          a scenario instead.
        </p>
        <ControlError message={action.error} className="mt-3" />
        <button
          type="button"
          className={cn(
            'mt-4 inline-flex h-9 items-center gap-1.5 rounded-md bg-red-600 px-3 text-sm font-semibold text-white shadow-sm hover:bg-red-700 disabled:opacity-60',
          )}
          disabled={action.busy}
          onClick={() => void action.run(onReset)}
        >
          <Icon node={RotateCcw} className="size-4" aria-hidden="true" />
          {action.busy ? 'Resetting…' : 'Reset demo data'}
        </button>
      </PanelCard>
    </section>
  );
}
