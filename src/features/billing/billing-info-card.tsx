import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Save } from 'lucide';
import { Icon } from '@/components/ui/icons';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { BillingInfo } from '@/api/schemas';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/card';
import { SectionCard } from '@/components/ui/section-card';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/components/ui/toast';
import {
  billingInfoDefaults,
  billingInfoFormSchema,
  billingInfoMessages,
  type BillingInfoFormValues,
} from '@/forms/billing-info-form';
import { TextField } from '@/forms/field';
import { bindField } from '@/forms/bind-field';
import { PhoneField } from '@/forms/contact-fields';
import { showRefusal } from '@/forms/refusal';
import { billingQueries } from '@/queries/billing';
import { useUpdateBillingInfo } from '@/queries/billing-mutations';
import { QueryStates } from '@/components/feedback/list-states';

/** GET /api/billing as the form's starting values, saved by 'Update Billing Info' (PUT /api/billing). */
export function BillingInfoCard() {
  const info = useQuery(billingQueries.info());
  return (
    <SectionCard
      id="billing-info-heading"
      title="Billing information"
      description="Shown on your invoices and payout statements."
    >
      <QueryStates query={info} skeleton={<BillingInfoSkeleton />} failed="Couldn't load your billing information.">
        {(data) => <BillingInfoForm info={data} />}
      </QueryStates>
    </SectionCard>
  );
}

function BillingInfoForm({ info }: { info: BillingInfo }) {
  const update = useUpdateBillingInfo();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<BillingInfoFormValues>({
    resolver: zodResolver(billingInfoFormSchema),
    defaultValues: billingInfoDefaults(info),
  });
  const { handleSubmit, reset, formState } = form;
  const field = bindField(form);

  // On failure the typed values stay in the form; on success they become its new defaults. The
  // server's reason for a refusal shows in the form (docs/forms.md); a failure without one is a toast.
  const onSubmit = handleSubmit((values) => {
    setRefusal(null);
    update.mutate(values, {
      onSuccess: (saved) => {
        reset(billingInfoDefaults(saved));
        notify.success(billingInfoMessages.updated);
      },
      onError: (error) => showRefusal(error, { setRefusal, fallback: () => notify.error(billingInfoMessages.failed) }),
    });
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={update.isPending}>
      {refusal ? (
        <Notice tone="error" className="mb-4">
          {refusal}
        </Notice>
      ) : null}
      <fieldset disabled={update.isPending} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <legend className="sr-only">Billing information</legend>
        <TextField
          label="Company name"
          autoComplete="organization"
          required
          hint={info.companyName === '' ? <AddCompanyNameLink /> : undefined}
          {...field('companyName')}
        />
        <TextField label="Tax ID" required {...field('taxId')} />
        <TextField
          label="Billing email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          className="sm:col-span-2 lg:col-span-1"
          {...field('email')}
        />
        <TextField
          label="Address"
          autoComplete="street-address"
          required
          className="sm:col-span-2"
          {...field('address')}
        />
        <TextField label="City" autoComplete="address-level2" required {...field('city')} />
        <TextField label="Country" autoComplete="country-name" required {...field('country')} />
        <PhoneField {...field('phone')} />
      </fieldset>
      <div className="mt-6 flex flex-wrap items-center justify-end gap-3 border-t border-slate-100 pt-5">
        {formState.isDirty && !update.isPending ? (
          <p className="mr-auto text-sm text-slate-500">You have unsaved changes.</p>
        ) : null}
        <Button type="submit" disabled={update.isPending} className="w-full sm:w-auto">
          {update.isPending ? (
            <Spinner className="size-4 text-white" />
          ) : (
            <Icon node={Save} className="size-4" aria-hidden="true" />
          )}
          {update.isPending ? 'Saving...' : 'Update Billing Info'}
        </Button>
      </div>
    </form>
  );
}

function BillingInfoSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
      {['', '', 'sm:col-span-2 lg:col-span-1', 'sm:col-span-2', '', '', ''].map((span, index) => (
        <div key={index} className={span}>
          <Skeleton className="h-4 w-24" />
          <Skeleton className="mt-2 h-10 w-full" />
        </div>
      ))}
      <span className="sr-only" role="status">
        Loading billing information
      </span>
    </div>
  );
}

/** An empty company name is never filled with a person's (issue 24): the onboarding step asks for it. */
function AddCompanyNameLink() {
  return (
    <Link to="/dashboard/welcome" className="font-medium text-brand-700 underline hover:text-brand-800">
      Add your company name
    </Link>
  );
}
