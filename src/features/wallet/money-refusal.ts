import type { FieldValues, UseFormSetError } from 'react-hook-form';
import type { ApiError } from '@/api/errors';
import { showRefusal, type RefusalFields, type RefusalShown } from '@/forms/refusal';

/**
 * How a flow tells a failed confirmation: the dialog's `showRefusal` (src/forms/refusal.ts),
 * with its form's fields, `notice` as the notice and the flow's text (docs/product.md#error-texts) as the fallback.
 */
export type Refuse = (error: ApiError, notice: (text: string) => void) => RefusalShown;

/** A flow's Refuse: the reason under the field it names (as the server spells it), else in the notice, else `fallback` there. */
export const refuseWith =
  <Values extends FieldValues>(
    setError: UseFormSetError<Values>,
    fieldNamed: RefusalFields<Values>,
    fallback: string,
  ): Refuse =>
  (error, notice) =>
    showRefusal(error, { setError, fieldNamed, setRefusal: notice, fallback: () => notice(fallback) });
