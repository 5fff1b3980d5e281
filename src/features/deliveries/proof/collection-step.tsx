import { useId } from 'react';
import { toKobo, toNaira } from '@/api/money';
import { codMethods, type CashOnDelivery, type CodMethod } from '@/api/schemas';
import { collectionInput, type CollectionInput } from '@/api/schemas/delivery-proof';
import { formatNaira } from '@/components/ui/format';
import { TextField } from '@/forms/field';
import { amountMessages, parseNaira } from '@/forms/money-forms';

const codMethodWords: Record<CodMethod, string> = { cash: 'Cash', transfer: 'Transfer', pos: 'POS' };

/** What the partner has said about the cash so far; `amount` null: not touched, the amount due. */
export interface CollectionDraft {
  method: CodMethod;
  amount: string | null;
}

export const newCollectionDraft: CollectionDraft = { method: 'cash', amount: null };

const amountTextOf = (draft: CollectionDraft, due: number) => draft.amount ?? String(due);

/**
 * The collection to send, or what is wrong with it: the contract's rules (`collectionInput`),
 * and never more than the amount to collect (the server refuses that too).
 */
export function readCollection(
  draft: CollectionDraft,
  due: number,
): { collection: CollectionInput; error?: undefined } | { collection?: undefined; error: string } {
  const text = amountTextOf(draft, due).trim();
  if (text === '') return { error: 'Enter the amount collected' };
  const amount = parseNaira(text);
  if (Number.isNaN(amount)) return { error: amountMessages.notANumber };
  if (toKobo(amount) > toKobo(due)) return { error: `More than the ${formatNaira(due)} to collect` };
  const checked = collectionInput.safeParse({ method: draft.method, amount });
  if (!checked.success) return { error: checked.error.issues[0]?.message ?? amountMessages.notANumber };
  return { collection: checked.data };
}

/** How much less than due a valid amount is (naira), else 0. */
function shortOf(draft: CollectionDraft, due: number): number {
  const read = readCollection(draft, due);
  return read.error === undefined ? toNaira(toKobo(due) - toKobo(read.collection.amount)) : 0;
}

/**
 * Cash on delivery at the door (issue 28): how the recipient paid and how much — the amount due
 * unless told otherwise. Less is a short collection: the delivery shows in Needs attention until
 * the rider hands the cash in.
 */
export function CollectionStep({
  cod,
  draft,
  onDraft,
  error,
  disabled,
}: {
  cod: CashOnDelivery;
  draft: CollectionDraft;
  onDraft: (draft: CollectionDraft) => void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const name = useId();
  const short = shortOf(draft, cod.amount);
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Cash on delivery</legend>
      <p className="text-sm text-slate-700">
        <span className="font-semibold text-slate-900">{formatNaira(cod.amount)}</span> to collect
      </p>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">How it was paid</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {codMethods.map((method) => (
            <label
              key={method}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 ring-1 ring-slate-200 ring-inset has-checked:bg-brand-50 has-checked:ring-brand-300"
            >
              <input
                type="radio"
                name={name}
                value={method}
                checked={draft.method === method}
                disabled={disabled}
                className="size-4 accent-brand-700"
                onChange={() => onDraft({ ...draft, method })}
              />
              <span className="text-sm font-semibold text-slate-900">{codMethodWords[method]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label="Amount collected (₦)"
        inputMode="decimal"
        autoComplete="off"
        required
        disabled={disabled}
        error={error}
        hint={
          short > 0
            ? `${formatNaira(short)} short: it shows in Needs attention until the rider hands the cash in`
            : undefined
        }
        value={amountTextOf(draft, cod.amount)}
        onChange={(event) => onDraft({ ...draft, amount: event.target.value })}
      />
    </fieldset>
  );
}
