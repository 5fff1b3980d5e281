import { X } from 'lucide';
import { Icon } from '@/components/ui/icons';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { keepOpenOnToast } from './toast-layer';

export interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Beside the title: badges, say. */
  meta?: ReactNode;
  children: ReactNode;
}

/**
 * A side sheet on radix Dialog (focus trapped, Escape and the close button dismiss it,
 * title and description announced): full screen on a phone, a panel on the right from sm up,
 * so the list stays in view behind it.
 */
export function Sheet({ open, onOpenChange, title, description, meta, children }: SheetProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/40 backdrop-blur-[2px]" />
        <RadixDialog.Content
          className="fixed inset-y-0 right-0 z-50 flex w-full flex-col bg-white shadow-2xl outline-none sm:max-w-xl sm:border-l sm:border-slate-200"
          {...(description ? {} : { 'aria-describedby': undefined })}
          // A click on a toast's Close or action button is not a click outside (toast-layer.ts).
          onInteractOutside={keepOpenOnToast}
          // The sheet itself takes focus, so its title is announced first and no button looks pressed.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement | null)?.focus();
          }}
        >
          <div className="flex items-start gap-3 border-b border-slate-200 px-5 py-4 sm:px-6">
            <div className="min-w-0 flex-1">
              <RadixDialog.Title className="text-lg font-bold tracking-tight break-words text-slate-900">
                {title}
              </RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="mt-0.5 text-sm break-words text-slate-600">
                  {description}
                </RadixDialog.Description>
              ) : null}
              {meta ? (
                <div data-sheet-meta="" className="mt-2 flex flex-wrap gap-1.5">
                  {meta}
                </div>
              ) : null}
            </div>
            <RadixDialog.Close
              className="-mt-1 -mr-2 rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
              aria-label="Close"
            >
              <Icon node={X} className="size-5" aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
