import { useEffect, useState } from 'react';
import type { ToasterProps } from 'sonner';

/*
 * Where the toasts go: bottom right by default (full width at the bottom on a phone), and,
 * while a dialog is open, somewhere none of its controls is — beside the dialog when the
 * screen has room, else (a full-screen sheet on a phone) in a band of the screen free of its
 * controls, narrowed from one side or both to clear the controls at its ends (a close button). Sonner's geometry: 356 px wide and
 * 24 px from the edges on a wide screen; up to 600 px wide, as wide as the screen less the
 * side offsets on both sides, 16 px from the top or bottom.
 */

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

type Position = NonNullable<ToasterProps['position']>;

export interface ToastPlacement {
  position: Position;
  /**
   * Sonner's `mobileOffset` side offsets (up to 600 px wide; styles.css lets the two differ);
   * wider screens keep its 24 px.
   */
  mobileSides: { left: number; right: number };
}

export interface ScreenState {
  width: number;
  height: number;
  /** The boxes of the open dialogs, and of their buttons, links and fields. */
  dialogs: readonly Box[];
  controls: readonly Box[];
  /** The height the toast stack takes, at least. */
  stackHeight: number;
}

const mobileOffset = 16;
const evenSides = { left: mobileOffset, right: mobileOffset } as const;
export const defaultPlacement: ToastPlacement = { position: 'bottom-right', mobileSides: evenSides };

const toastWidth = 356;
const desktopOffset = 24;
/** Sonner's layout for phones applies up to this width. */
const mobileMaxWidth = 600;
/** Narrower than this, a toast's text wraps too much to read: not a place. */
const minMobileToastWidth = 220;
const clearance = 8;

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** 0: over no dialog; 1: over a dialog but none of its controls; 2: over a control. */
function cost(box: Box, { dialogs, controls }: ScreenState): number {
  if (controls.some((control) => overlaps(box, control))) return 2;
  return dialogs.some((dialog) => overlaps(box, dialog)) ? 1 : 0;
}

function desktopCandidates({ width, height, stackHeight }: ScreenState): [ToastPlacement, Box][] {
  const left = { left: desktopOffset, right: desktopOffset + toastWidth };
  const right = { left: width - desktopOffset - toastWidth, right: width - desktopOffset };
  const center = { left: (width - toastWidth) / 2, right: (width + toastWidth) / 2 };
  const top = { top: desktopOffset, bottom: desktopOffset + stackHeight };
  const bottom = { top: height - desktopOffset - stackHeight, bottom: height - desktopOffset };
  const at = (position: Position, x: typeof left, y: typeof top): [ToastPlacement, Box] => [
    { position, mobileSides: evenSides },
    { ...x, ...y },
  ];
  return [
    at('bottom-right', right, bottom),
    at('bottom-left', left, bottom),
    at('top-left', left, top),
    at('top-right', right, top),
    at('bottom-center', center, bottom),
    at('top-center', center, top),
  ];
}

/**
 * The side offsets that keep a band's toast off the controls at the band's ends: each control
 * pushes the side nearer to it (a close button on the right narrows the toast from the right
 * only); null when what is left is too narrow to read.
 */
function sideClearing(band: Box, state: ScreenState): ToastPlacement['mobileSides'] | null {
  const sides: ToastPlacement['mobileSides'] = { ...evenSides };
  for (const control of state.controls) {
    if (!overlaps({ ...band, left: 0, right: state.width }, control)) continue;
    if (control.left + control.right < state.width) sides.left = Math.max(sides.left, control.right + clearance);
    else sides.right = Math.max(sides.right, state.width - control.left + clearance);
  }
  return state.width - sides.left - sides.right >= minMobileToastWidth ? sides : null;
}

/**
 * The top band first: a bottom sheet leaves it free, and a full-screen sheet's header (its
 * title and close button) stays there while its body scrolls.
 */
function mobileCandidates(state: ScreenState): [ToastPlacement, Box][] {
  const { width, height, stackHeight } = state;
  const bands: [Position, Box][] = [
    ['top-center', { left: 0, right: width, top: mobileOffset, bottom: mobileOffset + stackHeight }],
    [
      'bottom-center',
      { left: 0, right: width, top: height - mobileOffset - stackHeight, bottom: height - mobileOffset },
    ],
  ];
  return bands.flatMap(([position, band]): [ToastPlacement, Box][] => {
    const fullWidth: [ToastPlacement, Box] = [
      { position, mobileSides: evenSides },
      { ...band, left: mobileOffset, right: width - mobileOffset },
    ];
    const sides = sideClearing(band, state);
    if (sides === null || (sides.left === mobileOffset && sides.right === mobileOffset)) return [fullWidth];
    return [
      fullWidth,
      [
        { position, mobileSides: sides },
        { ...band, left: sides.left, right: width - sides.right },
      ],
    ];
  });
}

/** The first place over no dialog, else the first over none of its controls, else the default. */
export function placeToasts(state: ScreenState): ToastPlacement {
  if (state.dialogs.length === 0) return defaultPlacement;
  const candidates = state.width <= mobileMaxWidth ? mobileCandidates(state) : desktopCandidates(state);
  for (const allowed of [0, 1]) {
    const found = candidates.find(([, box]) => cost(box, state) <= allowed);
    if (found) return found[0];
  }
  return defaultPlacement;
}

const dialogSelector = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';
const controlSelector =
  'button, a[href], input, select, textarea, summary, [role="button"], [role="link"], [role="tab"], [tabindex]:not([tabindex="-1"])';
/** A toast with a title and a one-line description, and the edges of two toasts stacked behind it. */
const minStackHeight = 104;

function boxOf(element: Element): Box | null {
  const { left, top, right, bottom, width, height } = element.getBoundingClientRect();
  return width > 0 && height > 0 ? { left, top, right, bottom } : null;
}

function readScreen(): ScreenState {
  const width = document.documentElement.clientWidth;
  const height = document.documentElement.clientHeight;
  const dialogElements = [...document.querySelectorAll(dialogSelector)];
  // No dialog (most of the time): nothing to measure.
  if (dialogElements.length === 0) return { width, height, dialogs: [], controls: [], stackHeight: minStackHeight };
  const isBox = (box: Box | null): box is Box => box !== null;
  const toastHeights = [...document.querySelectorAll('[data-sonner-toast]')].map(
    (toast) => toast.getBoundingClientRect().height + 32,
  );
  return {
    width,
    height,
    dialogs: dialogElements.map(boxOf).filter(isBox),
    controls: dialogElements.flatMap((dialog) =>
      [...dialog.querySelectorAll(controlSelector)].map(boxOf).filter(isBox),
    ),
    stackHeight: Math.max(minStackHeight, ...toastHeights),
  };
}

const samePlacement = (a: ToastPlacement, b: ToastPlacement) =>
  a.position === b.position && a.mobileSides.left === b.mobileSides.left && a.mobileSides.right === b.mobileSides.right;

/** The placement for the screen as it is, updated as dialogs open, close, scroll or resize. */
export function useToastPlacement(): ToastPlacement {
  const [placement, setPlacement] = useState(defaultPlacement);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const next = placeToasts(readScreen());
        setPlacement((current) => (samePlacement(current, next) ? current : next));
      });
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-state'],
    });
    window.addEventListener('resize', update);
    window.addEventListener('scroll', update, { capture: true, passive: true });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', update);
      window.removeEventListener('scroll', update, { capture: true });
    };
  }, []);
  return placement;
}
