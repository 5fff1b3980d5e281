import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { failureMessage } from '@/api/errors';
import { isValidNuban } from '@/api/nuban';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { SelectField, TextField } from '@/forms/field';
import {
  payoutAccountFormSchema,
  payoutAccountMessages,
  wrongCheckDigitMessage,
  type PayoutAccountFormInput,
  type PayoutAccountFormValues,
} from '@/forms/money-forms';
import { useRefusal } from '@/forms/use-refusal';
import { payoutQueries, useCreatePayoutAccount } from '@/queries/payouts';
import { notify } from '@/components/ui/toast';

/**
 * Add a payout account: the bank from the list, the 10-digit NUBAN (its check digit tested
 * as it is typed), then the bank's name enquiry — the partner sees the name the bank holds and
 * saves the account only once it is theirs. Save is always enabled (docs/forms.md): pressed
 * before that name is there, it says so under the number, which takes the focus.
 */
export function AddPayoutAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const banks = useQuery(payoutQueries.banks());
  const create = useCreatePayoutAccount();
  const form = useForm<PayoutAccountFormInput, unknown, PayoutAccountFormValues>({
    resolver: zodResolver(payoutAccountFormSchema),
    defaultValues: { bankCode: '', accountNumber: '' },
  });
  const { register, handleSubmit, formState, control, setError, setFocus } = form;
  // Everything typed stays; an account already saved is said under its number.
  const { refusal, setRefusal, refused } = useRefusal(setError, { fieldFor: { DUPLICATE_ACCOUNT: 'accountNumber' } });
  // Save was pressed without the bank's name to confirm; the message goes once the name shows.
  const [savedWithoutName, setSavedWithoutName] = useState(false);
  const bankCode = useWatch({ control, name: 'bankCode' }) ?? '';
  const accountNumber = (useWatch({ control, name: 'accountNumber' }) ?? '').replace(/[\s-]/g, '');
  const tenDigits = bankCode !== '' && /^\d{10}$/.test(accountNumber);
  const complete = tenDigits && isValidNuban(bankCode, accountNumber);
  // The name enquiry runs as soon as the number is a valid NUBAN at that bank.
  const name = useQuery({ ...payoutQueries.accountName({ bankCode, accountNumber }), enabled: complete });
  const bankName = banks.data?.find((bank) => bank.code === bankCode)?.name ?? 'the bank';
  const nameMissing =
    !complete || name.isSuccess
      ? undefined
      : name.isError
        ? payoutAccountMessages.nameUnconfirmed
        : payoutAccountMessages.nameChecking(bankName);
  // A wrong check digit shows as soon as the tenth digit is in, before any Save.
  const numberError =
    formState.errors.accountNumber?.message ??
    (tenDigits && !complete ? wrongCheckDigitMessage : savedWithoutName ? nameMissing : undefined);

  const save = handleSubmit((values) => {
    setRefusal(null);
    if (!name.isSuccess) {
      setSavedWithoutName(true);
      setFocus('accountNumber');
      return;
    }
    create.mutate(values, {
      onSuccess: (account) => {
        notify.success(`${account.bankName} account ${account.accountNumber} saved`);
        onOpenChange(false);
      },
      onError: refused(payoutAccountMessages.saveFailed),
    });
  });

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next || !create.isPending) && onOpenChange(next)}
      title="Add a payout account"
      description="A Nigerian bank account in your or your company's name. Withdrawals go there."
    >
      <form
        noValidate
        className="space-y-5"
        onSubmit={(event) => void save(event)}
        // A changed bank or number is a new enquiry: its name has not been asked for yet.
        onChange={() => setSavedWithoutName(false)}
      >
        <SelectField
          label="Bank"
          error={formState.errors.bankCode?.message ?? (banks.isError ? "Couldn't load the list of banks." : undefined)}
          {...register('bankCode')}
        >
          <option value="">{banks.isPending ? 'Loading banks…' : 'Choose your bank'}</option>
          {banks.data?.map((bank) => (
            <option key={bank.code} value={bank.code}>
              {bank.name}
            </option>
          ))}
        </SelectField>
        {banks.isError ? (
          <Button variant="secondary" size="sm" onClick={() => void banks.refetch()} disabled={banks.isFetching}>
            {banks.isFetching ? <Spinner className="size-4" /> : null}
            Load the banks again
          </Button>
        ) : null}
        <TextField
          label="Account number (NUBAN)"
          inputMode="numeric"
          autoComplete="off"
          maxLength={13}
          hint="10 digits"
          error={numberError}
          {...register('accountNumber')}
        />
        <div aria-live="polite" className="min-h-12">
          {!complete ? null : name.isPending ? (
            <p className="flex items-center gap-2 text-sm text-slate-600">
              <Spinner className="size-4" /> Checking the account with {bankName}…
            </p>
          ) : name.isError ? (
            <Notice tone="error">
              {failureMessage(name.error, `We couldn't check this account with ${bankName}. Please try again.`)}
            </Notice>
          ) : (
            <div className="rounded-lg bg-brand-50 px-3 py-2.5 ring-1 ring-brand-200 ring-inset">
              <p className="text-xs font-medium tracking-wide text-brand-800 uppercase">Account name</p>
              <p className="font-semibold text-slate-900">{name.data.accountName}</p>
              <p className="text-xs text-slate-600">Save it only if this is your account.</p>
            </div>
          )}
        </div>
        {refusal ? <Notice tone="error">{refusal}</Notice> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending} aria-busy={create.isPending}>
            {create.isPending ? <Spinner className="size-4 text-white" /> : null}
            Save account
          </Button>
        </div>
      </form>
    </Modal>
  );
}
