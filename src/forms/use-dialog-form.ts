import { useForm, type FieldValues, type Resolver } from 'react-hook-form';
import type { RefusalFields } from './refusal';
import { useRefusal } from './use-refusal';

/**
 * A dialog that adds a record or edits one (a rider, a webhook endpoint): its form at `initial`
 * (the record's values, or the defaults); `close`, the dialog's onOpenChange, which on closing
 * puts the values back and clears the refusal; `refused(fallback)`, a mutation's onError that
 * shows the server's reason under the field it names or in the dialog's notice (showRefusal),
 * else the form's own `fallback` text. Nothing typed is touched by a refusal.
 */
export function useDialogForm<Values extends FieldValues>({
  resolver,
  initial,
  onOpenChange,
  fieldNamed,
  fieldFor,
}: {
  resolver: Resolver<Values>;
  initial: Values;
  onOpenChange: (open: boolean) => void;
  fieldNamed?: RefusalFields<Values>;
  fieldFor?: RefusalFields<Values>;
}) {
  const form = useForm<Values>({ resolver, values: initial });
  const { refusal, setRefusal, refused } = useRefusal(form.setError, { fieldNamed, fieldFor });

  const close = (next: boolean) => {
    if (!next) {
      form.reset(initial);
      setRefusal(null);
    }
    onOpenChange(next);
  };

  return { form, refusal, setRefusal, close, refused };
}
