import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../confirm-dialog';
import { Modal } from '../dialog';
import { Sheet } from '../sheet';
import { notify, ToastRegion } from '../toast';
import { toastRegionSelector } from '../toast-layer';

/*
 * A toast raised while a modal dialog is open can be closed and its action taken, and the
 * dialog stays open. Radix puts `pointer-events: none` on <body> while a modal is open;
 * jsdom computes no cascade from stylesheets, but user-event refuses to click an element
 * whose closest pointer-events declaration (inline styles count) is `none` — so these clicks
 * fail unless the toast region declares `pointer-events: auto` itself (toaster.tsx).
 */

type Kind = 'modal' | 'sheet' | 'confirm';

function Harness({ kind, onUndo }: { kind: Kind; onUndo: () => void }) {
  const [open, setOpen] = useState(true);
  const raise = () => notify.success('Route saved', { action: { label: 'Undo', onClick: onUndo }, duration: Infinity });
  const body = (
    <button type="button" onClick={raise}>
      Save
    </button>
  );
  return (
    <>
      {kind === 'modal' ? (
        <Modal open={open} onOpenChange={setOpen} title="Edit route">
          {body}
        </Modal>
      ) : null}
      {kind === 'sheet' ? (
        <Sheet open={open} onOpenChange={setOpen} title="Delivery">
          {body}
        </Sheet>
      ) : null}
      {kind === 'confirm' ? (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title="Delete route?"
          description="It cannot be undone."
          confirmLabel="Delete"
          onConfirm={raise}
        />
      ) : null}
      <ToastRegion />
    </>
  );
}

/** Raises the toast from inside the dialog: its Save button (Delete in the confirmation). */
async function raiseToast(kind: Kind, user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: kind === 'confirm' ? 'Delete' : 'Save' }));
  return screen.findByText('Route saved');
}

describe('toasts over a modal dialog', () => {
  it.each<Kind>(['modal', 'sheet', 'confirm'])(
    'over a %s: the toast action runs and the dialog stays open',
    async (kind) => {
      const user = userEvent.setup();
      const onUndo = vi.fn();
      render(<Harness kind={kind} onUndo={onUndo} />);
      const role = kind === 'confirm' ? 'alertdialog' : 'dialog';
      expect(screen.getByRole(role)).toBeInTheDocument();
      // The modal has taken the pointer from everything else.
      expect(document.body.style.pointerEvents).toBe('none');

      const title = await raiseToast(kind, user);
      const toast = title.closest<HTMLElement>('[data-sonner-toast]')!;
      const region = toast.closest<HTMLElement>(toastRegionSelector)!;
      // What gives the toasts the pointer back under the body's `pointer-events: none`.
      expect(getComputedStyle(region).pointerEvents).toBe('auto');

      await user.click(within(toast).getByRole('button', { name: 'Undo' }));
      expect(onUndo).toHaveBeenCalledOnce();
      expect(screen.getByRole(role)).toBeInTheDocument();
    },
  );

  it.each<Kind>(['modal', 'sheet', 'confirm'])(
    'over a %s: the toast closes and the dialog stays open',
    async (kind) => {
      const user = userEvent.setup();
      render(<Harness kind={kind} onUndo={() => {}} />);
      const role = kind === 'confirm' ? 'alertdialog' : 'dialog';

      const title = await raiseToast(kind, user);
      const toast = title.closest<HTMLElement>('[data-sonner-toast]')!;
      await user.click(within(toast).getByRole('button', { name: 'Close toast' }));

      await waitFor(() => expect(screen.queryByText('Route saved')).not.toBeInTheDocument());
      expect(screen.getByRole(role)).toBeInTheDocument();
      // Focus is still trapped in the dialog.
      expect(screen.getByRole(role)).toContainElement(document.activeElement as HTMLElement);
    },
  );
});
