import type { FormEvent, ReactNode } from 'react';
import { Button } from './button';
import { cn } from './cn';
import { Notice } from './notice';
import { Spinner } from './spinner';

interface FormButtonsProps {
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onCancel: () => void;
  spinner?: boolean;
  className?: string;
}

/**
 * A form's Cancel and submit buttons: side by side on the right, stacked with the submit on top
 * on phones. While `pending` the submit is disabled and says `pendingLabel` (after a spinner
 * with `spinner`).
 */
export function FormButtons({
  submitLabel,
  pendingLabel,
  pending,
  onCancel,
  spinner = false,
  className,
}: FormButtonsProps) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        {pending && spinner ? <Spinner className="size-4 text-white" /> : null}
        {pending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}

/**
 * A dialog's form: the refusal's notice at its top, the fields, then Cancel and submit
 * (FormButtons, `buttonsClassName` on their row).
 */
export function DialogForm({
  onSubmit,
  refusal,
  buttonsClassName,
  children,
  ...buttons
}: Omit<FormButtonsProps, 'className'> & {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<void>;
  refusal: string | null;
  buttonsClassName?: string;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      {refusal ? <Notice tone="error">{refusal}</Notice> : null}
      {children}
      <FormButtons {...buttons} {...(buttonsClassName ? { className: buttonsClassName } : {})} />
    </form>
  );
}
