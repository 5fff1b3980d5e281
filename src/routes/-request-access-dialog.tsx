import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';

// Placeholder until the public-screens issue: the full request form lands here.
export default function RequestAccessDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-bold">Request API Access</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            Fill out the form below and we&apos;ll get back to you within 24 hours.
          </Dialog.Description>
          <Dialog.Close className="absolute top-4 right-4 rounded-md p-1 text-slate-500 hover:bg-slate-100" aria-label="Close">
            <X className="size-4" aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
