import { X } from 'lucide';
import { Icon } from '@/components/ui/icons';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from './cn';
import { keepOpenOnToast } from './toast-layer';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A radix dialog: focus trapped, Escape and the close button dismiss it, title and description announced. */
export function Modal({ open, onOpenChange, title, description, children, className }: ModalProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px] data-[state=open]:animate-in" />
        <RadixDialog.Content
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-2xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[calc(100%-2rem)] sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6',
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
          // A click on a toast's Close or action button is not a click outside (toast-layer.ts).
          onInteractOutside={keepOpenOnToast}
        >
          <div className="pr-8">
            <RadixDialog.Title className="text-lg font-bold text-slate-900">{title}</RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className="mt-1 text-sm text-slate-600">{description}</RadixDialog.Description>
            ) : null}
          </div>
          <RadixDialog.Close
            className="absolute top-4 right-4 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            aria-label="Close"
          >
            <Icon node={X} className="size-4" aria-hidden="true" />
          </RadixDialog.Close>
          <div className="mt-5">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
