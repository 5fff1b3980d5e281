import { useCopyOrSelect } from './copy-or-select';
import { Check, Copy } from 'lucide';
import { Button } from './button';
import { Modal } from './dialog';
import { Icon } from './icons';
import { Notice } from './notice';

/**
 * A new secret, shown this once (the create and roll replies are the only ones that carry it),
 * with Copy. When the clipboard refuses, the secret is selected for Ctrl+C / ⌘C.
 */
export function SecretReveal({
  title,
  secret,
  onClose,
  warning,
}: {
  title: string;
  secret: string | null;
  onClose: () => void;
  /** That it is shown this once (the caller's words). */
  warning: string;
}) {
  const { ref: code, state, copy: copyText, reset } = useCopyOrSelect<HTMLElement>();
  const copy = async () => {
    if (secret) await copyText(secret);
  };
  return (
    <Modal
      open={secret !== null}
      onOpenChange={(open) => {
        if (!open) {
          reset();
          onClose();
        }
      }}
      title={title}
    >
      <Notice tone="warning">{warning}</Notice>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-center">
        <code
          ref={code}
          aria-label="Secret key"
          className="min-w-0 flex-1 rounded-lg bg-slate-950 px-3 py-2 font-mono text-xs break-all text-slate-100"
        >
          {secret}
        </code>
        <Button variant="secondary" size="sm" onClick={() => void copy()} aria-label="Copy secret key">
          <Icon node={state === 'copied' ? Check : Copy} className="size-4" aria-hidden="true" />
          {state === 'copied' ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <p role="status" className="sr-only">
        {state === 'copied' ? 'Copied to the clipboard' : state === 'select' ? 'Selected: press Ctrl+C to copy' : ''}
      </p>
      <div className="mt-6 flex justify-end">
        <Button onClick={onClose}>Done</Button>
      </div>
    </Modal>
  );
}
