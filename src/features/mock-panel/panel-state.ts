import { useSyncExternalStore } from 'react';

/*
 * What the launcher and the panel share, without the panel's code: the panel's UI state
 * (open, section, log filter, where the launcher docks and whether it is hidden), kept in localStorage so a reload finds the panel as it was,
 * and what is known of the mock (its latency, the active fault rules) for the launcher's
 * badge and the reproduction link. Tiny on purpose: the launcher imports it on every page.
 */

/** Opens and closes the panel from anywhere: Alt+Shift+M (no browser or screen-reader command uses it). */
export const panelShortcut = { label: 'Alt+Shift+M', code: 'KeyM' } as const;

export const panelSections = ['scenario', 'network', 'faults', 'log', 'outbox', 'reset'] as const;
export type PanelSection = (typeof panelSections)[number];

/** The screen edge the launcher docks on, at mid-height, in the page's side margin. */
export type LauncherEdge = 'left' | 'right';

export interface PanelUi {
  open: boolean;
  section: PanelSection;
  logFilter: string;
  edge: LauncherEdge;
  /** Hidden: the launcher is a thin tab on its edge (the shortcut still opens the panel). */
  launcherHidden: boolean;
}

const UI_KEY = 'deliveros.mock-panel';
/** The latency last set (by the boot, a link or the panel): the control API has no GET for it. */
const LATENCY_KEY = 'deliveros.mock-latency';

const defaults: PanelUi = { open: false, section: 'scenario', logFilter: '', edge: 'left', launcherHidden: false };

function parseUi(text: string | null): PanelUi {
  try {
    const raw: unknown = JSON.parse(text ?? 'null');
    if (typeof raw !== 'object' || raw === null) return defaults;
    const stored = raw as Partial<Record<keyof PanelUi, unknown>>;
    return {
      open: stored.open === true,
      section: panelSections.find((section) => section === stored.section) ?? defaults.section,
      logFilter: typeof stored.logFilter === 'string' ? stored.logFilter.slice(0, 200) : '',
      edge: stored.edge === 'right' ? 'right' : 'left',
      launcherHidden: stored.launcherHidden === true,
    };
  } catch {
    return defaults;
  }
}

export interface MockStatus {
  /** Active fault rules, when the panel or a link has seen them; null before. */
  activeFaults: number | null;
  latencyMs: number | null;
}

/** The parsed state and the stored text it came from: read again when the text changes (another tab, a test's clean-up). */
let ui: { text: string | null; value: PanelUi } | undefined;
let status: { text: string | null; value: MockStatus } | undefined;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const emit = () => {
  for (const listener of listeners) listener();
};

function storedUi(): string | null {
  try {
    return window.localStorage.getItem(UI_KEY);
  } catch {
    return null;
  }
}

export function getPanelUi(): PanelUi {
  const text = storedUi();
  if (!ui || ui.text !== text) ui = { text, value: parseUi(text) };
  return ui.value;
}

export function updatePanelUi(change: Partial<PanelUi>): void {
  const value = { ...getPanelUi(), ...change };
  const text = JSON.stringify(value);
  try {
    window.localStorage.setItem(UI_KEY, text);
    ui = { text, value };
  } catch {
    // Storage full or refused: the state lives for this page only.
    ui = { text: storedUi(), value };
  }
  emit();
}

export const usePanelUi = (): PanelUi => useSyncExternalStore(subscribe, getPanelUi, () => defaults);

function storedLatency(): string | null {
  try {
    return window.sessionStorage.getItem(LATENCY_KEY);
  } catch {
    return null;
  }
}

function parseLatency(text: string | null): number | null {
  const ms = text === null ? Number.NaN : Number(text);
  return Number.isFinite(ms) && ms >= 0 ? ms : null;
}

let activeFaults: number | null = null;

export function getMockStatus(): MockStatus {
  const text = storedLatency();
  if (!status || status.text !== text || status.value.activeFaults !== activeFaults) {
    status = { text, value: { activeFaults, latencyMs: parseLatency(text) } };
  }
  return status.value;
}

export function updateMockStatus(change: Partial<MockStatus>): void {
  if (change.activeFaults !== undefined) activeFaults = change.activeFaults;
  if (change.latencyMs !== undefined) {
    try {
      if (change.latencyMs === null) window.sessionStorage.removeItem(LATENCY_KEY);
      else window.sessionStorage.setItem(LATENCY_KEY, String(change.latencyMs));
    } catch {
      // Not kept: the panel shows the latency as unknown.
    }
  }
  emit();
}

export const useMockStatus = (): MockStatus => useSyncExternalStore(subscribe, getMockStatus, getMockStatus);
