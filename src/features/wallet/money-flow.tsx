import { useRef, useState, type ComponentPropsWithRef, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { ApiError } from '@/api/errors';
import { toKobo, toNaira } from '@/api/money';
import type { MoneyMovementReply } from '@/api/schemas/wallet-movements';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';
import { cn } from '@/components/ui/cn';
import { formatNaira } from '@/components/ui/format';
import { inputClasses } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { FieldShell } from '@/forms/field';
import type { UseFormReturn } from 'react-hook-form';
import { createIdempotencyKey } from '@/queries/wallet-movements';
import type { Refuse } from './money-refusal';

/*
 * The pieces every money flow shares (withdraw, add money, send): an amount field with quick
 * chips, a review step with its summary, one Idempotency-Key per confirmation, and a confirm
 * button that a double click cannot press twice.
 */

/** A failure the server answered with (4xx) is final for that key; anything else may be retried with it. */
export const retryable = (error: ApiError) => !error.answered || error.status >= 500;

/** The steps of a flow: fill in, review and confirm, done. */
export type Step = 'form' | 'review' | 'done';

/**
 * A flow's confirmation: a fresh Idempotency-Key each time the partner reaches the review step
 * (a new decision), the same key when a failed confirmation is retried (the same decision:
 * the server either completes it or replays what happened — never twice).
 *
 * The decision (amount, fee, balance after…) is computed once, when the review opens, and kept:
 * the review and the done step show it, and the request sends it, however the balance query
 * changes while the confirmation runs (its reply and refetch would otherwise debit it twice).
 */
export function useConfirmation<Reply, Decision>(
  run: (decision: Decision, key: string, done: (reply: Reply) => void, failed: (error: ApiError) => void) => void,
  refuse: Refuse,
) {
  const [step, setStep] = useState<Step>('form');
  const [decision, setDecision] = useState<Decision | null>(null);
  const [reply, setReply] = useState<Reply | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  /** What the review's notice says about `error`. */
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const key = useRef<string | null>(null);
  const busy = useRef(false);

  const review = (next: Decision) => {
    key.current = createIdempotencyKey();
    setDecision(next);
    setError(null);
    setStep('review');
  };
  const back = () => {
    key.current = null;
    setError(null);
    setStep('form');
  };
  const confirm = () => {
    if (busy.current || !key.current || decision === null) return;
    busy.current = true;
    setPending(true);
    setError(null);
    run(
      decision,
      key.current,
      (result) => {
        busy.current = false;
        setPending(false);
        setReply(result);
        setStep('done');
      },
      (failure) => {
        busy.current = false;
        setPending(false);
        if (refuse(failure, setNotice) === 'field') {
          // The reason is about a field: back to the form, where it shows under that field (the
          // form was kept as typed). Told again once the field is there, which gives it the focus.
          key.current = null;
          flushSync(() => {
            setError(null);
            setStep('form');
          });
          refuse(failure, setNotice);
          return;
        }
        setError(failure);
        // A refusal is final for this key: a changed decision needs a new one.
        if (!retryable(failure)) key.current = createIdempotencyKey();
      },
    );
  };
  return { step, decision, reply, error, notice, pending, review, back, confirm };
}

/** A flow's state and actions (`useConfirmation`). */
export type Confirmation<Reply, Decision> = ReturnType<typeof useConfirmation<Reply, Decision>>;

/** The second click of a double click (`detail` 2) is not a second confirmation. */
export const singleClick = (action: () => void) => (event: MouseEvent) => {
  if (event.detail <= 1) action();
};

type AmountFieldProps = ComponentPropsWithRef<'input'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Quick amounts, in naira; `onChip` fills the field with one. */
  chips: Array<{ label: string; amount: number }>;
  onChip: (amount: number) => void;
};

/** An amount in naira: a ₦ prefix, a decimal keypad on phones, quick chips under it. */
function AmountField({ label, error, hint, chips, onChip, className, ...input }: AmountFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className}>
      {({ inputId, describedBy, invalid }) => (
        <>
          <div className="relative">
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm font-semibold text-slate-500"
            >
              ₦
            </span>
            <input
              id={inputId}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              inputMode="decimal"
              autoComplete="off"
              className={cn(inputClasses, 'pl-7 text-base font-semibold tabular-nums')}
              {...input}
            />
          </div>
          {chips.length > 0 ? (
            <div className="flex flex-wrap gap-2" role="group" aria-label="Quick amounts">
              {chips.map((chip) => (
                <button
                  key={chip.label}
                  type="button"
                  onClick={() => onChip(chip.amount)}
                  className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-700 ring-1 ring-slate-200 ring-inset hover:bg-brand-50 hover:text-brand-800 hover:ring-brand-200"
                >
                  {chip.label}
                </button>
              ))}
            </div>
          ) : null}
        </>
      )}
    </FieldShell>
  );
}

/** What is left of `balance` once `debit` leaves it, counted in kobo so no floating-point dust shows. */
export const balanceAfter = (balance: number, debit: number): number => toNaira(toKobo(balance) - toKobo(debit));

/** A money form's "Amount" field, tied to the form's `amount` text: a chip fills it in and checks it. */
export function FormAmountField<Input extends { amount: string }, Output>({
  form,
  ...field
}: Omit<AmountFieldProps, 'label' | 'error' | 'onChip' | 'form'> & { form: UseFormReturn<Input, unknown, Output> }) {
  // Every money form names its amount `amount`; seen as a form of that one value, it needs no other name.
  const amountForm = form as unknown as UseFormReturn<{ amount: string }>;
  return (
    <AmountField
      label="Amount"
      placeholder="0"
      error={amountForm.formState.errors.amount?.message}
      onChip={(chip) => amountForm.setValue('amount', amountText(chip), { shouldValidate: true })}
      {...field}
      {...amountForm.register('amount')}
    />
  );
}

/**
 * A flow's first step: its fields, then the button that goes on to the review (busy while the
 * flow checks something first, a transfer's recipient).
 */
export function FlowForm({
  onSubmit,
  submitLabel,
  checking,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  submitLabel: string;
  checking?: { busy: boolean; label: string };
  children: ReactNode;
}) {
  return (
    <form noValidate className="space-y-5" onSubmit={(event) => void onSubmit(event)}>
      {children}
      <div className="flex justify-end">
        {checking ? (
          <Button type="submit" disabled={checking.busy} aria-busy={checking.busy}>
            {checking.busy ? checking.label : submitLabel}
          </Button>
        ) : (
          <Button type="submit">{submitLabel}</Button>
        )}
      </div>
    </form>
  );
}

/** Whole naira for a chip's label and for the field's text. */
export const chipLabel = (amount: number) => formatNaira(amount);
const amountText = (amount: number) => String(amount);

export interface SummaryRow {
  label: string;
  value: ReactNode;
  strong?: boolean;
}

/** The review step's figures, one per row. */
export function Summary({ rows }: { rows: readonly SummaryRow[] }) {
  return (
    <dl className="divide-y divide-slate-100 rounded-xl bg-slate-50 px-4 ring-1 ring-slate-200 ring-inset">
      {rows.map((row) => (
        <div key={row.label} className="flex items-baseline justify-between gap-4 py-2.5 text-sm">
          <dt className="text-slate-600">{row.label}</dt>
          <dd
            className={cn('text-right text-slate-900 tabular-nums', row.strong ? 'text-base font-bold' : 'font-medium')}
          >
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Review step's buttons: Back, and the confirmation (busy while it runs; a failure says why, in the dialog). */
function ReviewActions({
  confirmLabel,
  pending,
  error,
  notice,
  onBack,
  onConfirm,
}: {
  confirmLabel: string;
  pending: boolean;
  error: ApiError | null;
  /** What to say about `error`: the server's reason, or the text in docs/product.md#error-texts when it gave none. */
  notice: string | null;
  onBack: () => void;
  onConfirm: () => void;
}) {
  return (
    <div className="space-y-4">
      {error ? (
        <Notice tone="error">
          {notice}
          {retryable(error) ? ' Nothing was charged twice: confirming again is safe.' : null}
        </Notice>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onBack} disabled={pending}>
          Back
        </Button>
        <Button onClick={singleClick(onConfirm)} disabled={pending} aria-busy={pending}>
          {pending ? <Spinner className="size-4 text-white" /> : null}
          {error && retryable(error) ? 'Try again' : confirmLabel}
        </Button>
      </div>
    </div>
  );
}

/** A flow's dialog, titled for its step; it cannot be closed while a confirmation runs. */
function FlowModal({
  open,
  onOpenChange,
  pending,
  title,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  title: string;
  children: ReactNode;
}) {
  return (
    <Modal open={open} onOpenChange={(next) => (next || !pending) && onOpenChange(next)} title={title}>
      {children}
    </Modal>
  );
}

/** The last step: what happened, the movement's reference (and status) and the new balance, then Done. */
function FlowDone({
  children,
  reply,
  status,
  onDone,
}: {
  children: ReactNode;
  reply: MoneyMovementReply | null;
  /** Shown when the movement is not final yet (a withdrawal waits for the bank). */
  status?: string | undefined;
  onDone: () => void;
}) {
  return (
    <div className="space-y-5">
      <Notice tone="success">{children}</Notice>
      {reply ? (
        <Summary
          rows={[
            { label: 'Reference', value: <span className="font-mono text-xs">{reply.transaction.reference}</span> },
            ...(status ? [{ label: 'Status', value: status }] : []),
            { label: 'New balance', value: formatNaira(reply.newBalance) },
          ]}
        />
      ) : null}
      <div className="flex justify-end">
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}

/**
 * A money movement's dialog, one body per step (`useConfirmation`): the form; the review — its
 * figures, Back and the confirmation; then what happened, with the reference and the new
 * balance. Each step's content is built only when that step shows.
 */
export function MoneyFlowDialog<Decision>({
  open,
  onOpenChange,
  flow,
  titles,
  form,
  review,
  done,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  flow: Confirmation<MoneyMovementReply, Decision>;
  titles: Readonly<Record<Step, string>>;
  form: () => ReactNode;
  /** The review's figures, from the decision kept when it opened (never from live queries). */
  review: (decision: Decision) => { rows: readonly SummaryRow[]; confirmLabel: string };
  done: (decision: Decision) => { message: ReactNode; status?: string | undefined };
}) {
  let body: ReactNode;
  if (flow.step === 'form' || flow.decision === null) {
    body = form();
  } else if (flow.step === 'review') {
    const { rows, confirmLabel } = review(flow.decision);
    body = (
      <div className="space-y-5">
        <Summary rows={rows} />
        <ReviewActions
          confirmLabel={confirmLabel}
          pending={flow.pending}
          error={flow.error}
          notice={flow.notice}
          onBack={flow.back}
          onConfirm={flow.confirm}
        />
      </div>
    );
  } else {
    const { message, status } = done(flow.decision);
    body = (
      <FlowDone reply={flow.reply} status={status} onDone={() => onOpenChange(false)}>
        {message}
      </FlowDone>
    );
  }
  return (
    <FlowModal open={open} onOpenChange={onOpenChange} pending={flow.pending} title={titles[flow.step]}>
      {body}
    </FlowModal>
  );
}
