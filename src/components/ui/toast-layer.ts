/*
 * The toasts over a modal dialog. A radix modal (Dialog, AlertDialog) sets
 * `pointer-events: none` on <body> while it is open and dismisses itself on a pointer down
 * outside its content. The toast region is outside every dialog, so without this its
 * Close and action buttons could not be clicked while a dialog is open, or a click on them
 * would close the dialog. Two halves:
 *  - the toaster's list restores `pointer-events: auto` for itself (toaster.tsx), so its
 *    toasts take the pointer again under the dialog's `pointer-events: none` on <body>;
 *  - the dialogs ignore interactions inside the toast region (`keepOpenOnToast` below as
 *    their `onInteractOutside`), so such a click does not close them.
 * Focus stays trapped: radix's focus scope still moves focus back into the dialog; only the
 * click reaches the toast.
 */

/** The toast region: sonner's list of toasts. */
export const toastRegionSelector = '[data-sonner-toaster]';

/** The style that gives the toasts the pointer back while a modal sets `pointer-events: none` on <body>. */
export const toastRegionStyle = { pointerEvents: 'auto' } as const;

export function isInToastRegion(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(toastRegionSelector) !== null;
}

/** A dialog's `onInteractOutside`: a pointer down or focus inside the toast region does not dismiss it. */
export function keepOpenOnToast(event: { target: EventTarget | null; preventDefault: () => void }): void {
  if (isInToastRegion(event.target)) event.preventDefault();
}
