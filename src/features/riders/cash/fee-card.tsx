import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { CodSettings } from '@/api/schemas/cash-on-delivery';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/card';
import { SectionCard } from '@/components/ui/section-card';
import { Notice } from '@/components/ui/notice';
import { notify } from '@/components/ui/toast';
import {
  codFeeFormSchema,
  codFeeFormValues,
  codFeeMessages,
  type CodFeeFormInput,
  type CodFeeFormValues,
} from '@/forms/cod-fee-form';
import { TextField } from '@/forms/field';
import { useRefusal } from '@/forms/use-refusal';
import { codQueries, useUpdateCodSettings } from '@/queries/cash-on-delivery';
import { touchHeight } from '../rider-parts';
import { codMessages } from './cod-words';
import { QueryStates } from '@/components/feedback/list-states';

/** The partner's cash-handling fee (GET / PUT /api/cash-on-delivery/settings). */
export function FeeCard() {
  const settings = useQuery(codQueries.settings());
  return (
    <SectionCard
      id="cod-fee-heading"
      title="Cash-handling fee"
      description="Kept back from the cash riders hand in; 0 for none."
    >
      <QueryStates
        query={settings}
        skeleton={<Skeleton className="h-16 w-full max-w-xs rounded-xl" />}
        failed={codMessages.settingsFailed}
      >
        {(saved) => <FeeForm saved={saved} />}
      </QueryStates>
    </SectionCard>
  );
}

/**
 * One field, checked by the contract's rules and words; a refusal naming it shows under it, any
 * other in the form's notice; a failure without a reason in the form's own words. Nothing typed
 * is lost.
 */
function FeeForm({ saved }: { saved: CodSettings }) {
  const update = useUpdateCodSettings();
  const { register, handleSubmit, setError, formState } = useForm<CodFeeFormInput, unknown, CodFeeFormValues>({
    resolver: zodResolver(codFeeFormSchema),
    values: codFeeFormValues(saved.cashHandlingFeePercent),
    resetOptions: { keepDirtyValues: true },
  });
  const { refusal, setRefusal, refused } = useRefusal(setError, {
    fieldNamed: { cashHandlingFeePercent: 'cashHandlingFeePercent' },
  });

  const onSubmit = handleSubmit((values) => {
    setRefusal(null);
    update.mutate(values, {
      onSuccess: (done) => notify.success(codFeeMessages.saved, { description: `${done.cashHandlingFeePercent}%` }),
      onError: refused(codFeeMessages.saveFailed),
    });
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={update.isPending} className="space-y-4">
      {refusal ? <Notice tone="error">{refusal}</Notice> : null}
      <TextField
        label="Cash-handling fee (%)"
        inputMode="decimal"
        autoComplete="off"
        className="max-w-xs"
        error={formState.errors.cashHandlingFeePercent?.message}
        {...register('cashHandlingFeePercent')}
      />
      <Button type="submit" className={touchHeight} disabled={update.isPending}>
        {update.isPending ? 'Saving...' : 'Save'}
      </Button>
    </form>
  );
}
