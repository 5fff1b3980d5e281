import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { refusalMessage, type ApiError } from '@/api/errors';

/** Where a refusal went: under a field, in the form's top notice, or to the form's own failure text. */
export type RefusalShown = 'field' | 'notice' | 'fallback';

/** Codes that name the field a refusal concerns, e.g. `{ EMAIL_TAKEN: 'email' }`. */
export type RefusalFields<Values extends FieldValues> = Partial<Record<string, FieldPath<Values>>>;

type FieldTargets<Values extends FieldValues> =
  | {
      setError: UseFormSetError<Values>;
      fieldFor?: RefusalFields<Values>;
      /**
       * The fields a refusal's message may name as the server spells them, e.g.
       * `{ base_price: 'basePrice' }`: a "base_price: Must be positive" goes under that field.
       */
      fieldNamed?: RefusalFields<Values>;
    }
  | { setError?: undefined; fieldFor?: undefined; fieldNamed?: undefined };

export type RefusalTargets<Values extends FieldValues> = FieldTargets<Values> & {
  /** Shows a reason in the form's top notice (an error `Notice`, role="alert"). */
  setRefusal: (reason: string) => void;
  /**
   * A failure without a reason the partner can act on (a 5xx, no answer): the form's text
   * (docs/product.md#error-texts).
   */
  fallback: (error: ApiError) => void;
};

/** The form's field for a wire path: the path itself, else the list it is an entry of (`items.2` → `items`). */
function fieldOf<Values extends FieldValues>(
  path: string,
  named: RefusalFields<Values>,
): FieldPath<Values> | undefined {
  return named[path] ?? named[path.replace(/\.\d+(\..*)?$/, '')];
}

/**
 * Every field a 400 named (`error.fields`) that the form has: its reason under it, the focus on
 * the first. The others, as `field: reason`, for the form's notice.
 */
function showFields<Values extends FieldValues>(
  fields: ApiError['fields'],
  setError: UseFormSetError<Values>,
  named: RefusalFields<Values>,
): { placed: boolean; rest: string[] } {
  let placed = false;
  const rest: string[] = [];
  for (const { field, message } of fields) {
    const target = fieldOf(field, named);
    if (target === undefined) {
      rest.push(field ? `${field}: ${message}` : message);
      continue;
    }
    setError(target, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return { placed, rest };
}

/**
 * The one way a form tells a failed request (docs/forms.md, rule 3): the server's reason for a
 * refusal goes under the field its `field: message` prefix (the reason without the prefix) or
 * its code names (which takes the focus), else in the form's top
 * notice; a 400 that lists its `fields` puts each one the form has under it (the others in the
 * notice); a failure without a reason gets the form's own text. Nothing typed is touched.
 */
export function showRefusal<Values extends FieldValues>(
  error: ApiError,
  targets: RefusalTargets<Values>,
): RefusalShown {
  const reason = refusalMessage(error);
  if (reason === undefined) {
    targets.fallback(error);
    return 'fallback';
  }
  if (targets.setError && error.fields.length > 0) {
    const shown = showFields(error.fields, targets.setError, targets.fieldNamed ?? {});
    if (shown.placed) {
      if (shown.rest.length > 0) targets.setRefusal(shown.rest.join('; '));
      return 'field';
    }
  }
  const named = /^([A-Za-z_][\w.]*): (.+)$/s.exec(reason);
  const namedField = named ? targets.fieldNamed?.[named[1] ?? ''] : undefined;
  if (named && namedField !== undefined && targets.setError) {
    targets.setError(namedField, { type: 'server', message: named[2] ?? reason }, { shouldFocus: true });
    return 'field';
  }
  const field = targets.fieldFor?.[error.code];
  if (field !== undefined && targets.setError) {
    targets.setError(field, { type: 'server', message: reason }, { shouldFocus: true });
    return 'field';
  }
  targets.setRefusal(reason);
  return 'notice';
}
