import { useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import type { ApiError } from '@/api/errors';
import { showRefusal, type RefusalFields } from './refusal';

/**
 * A form's top notice for a refused request (`refusal`, null when none), and `refused(fallback)`:
 * a mutation's onError that shows the server's reason under the field it names (`fieldNamed`,
 * `fieldFor`) or in that notice (showRefusal), else the form's own `fallback` text there.
 */
export function useRefusal<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  {
    fieldNamed,
    fieldFor,
  }: { fieldNamed?: RefusalFields<Values> | undefined; fieldFor?: RefusalFields<Values> | undefined } = {},
) {
  const [refusal, setRefusal] = useState<string | null>(null);

  const refused = (fallback: string) => (error: ApiError) =>
    showRefusal(error, {
      setError,
      ...(fieldNamed ? { fieldNamed } : {}),
      ...(fieldFor ? { fieldFor } : {}),
      setRefusal,
      fallback: () => setRefusal(fallback),
    });

  return { refusal, setRefusal, refused };
}
