import { zodResolver } from '@hookform/resolvers/zod';
import { getRouteApi, useNavigate, useRouter } from '@tanstack/react-router';
import { Building } from 'lucide';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icons';
import { Notice } from '@/components/ui/notice';
import { notify } from '@/components/ui/toast';
import {
  companyNameDefaults,
  companyNameFormSchema,
  companyNameMessages,
  type CompanyNameFormValues,
} from '@/forms/company-name-form';
import { TextField } from '@/forms/field';
import { showRefusal } from '@/forms/refusal';
import { useSetCompanyName } from '@/queries/partner';
import { safeRedirect } from '@/search-params';

const welcome = getRouteApi('/_authenticated/dashboard/welcome');

/** Where the sign-in was going (`?redirect=`, same-site only), else the dashboard. */
function useGoOn(): () => void {
  const { redirect } = welcome.useSearch();
  const router = useRouter();
  const navigate = useNavigate();
  return () => {
    const target = safeRedirect(redirect);
    if (target) router.history.push(target);
    else void navigate({ to: '/dashboard' });
  };
}

/**
 * The onboarding step after a new partner's first sign-in (issue 24): the company's name, asked
 * once, so Billing never shows a person's name as the company. Never blocking: "Skip for now"
 * goes on, and the overview asks again until it is answered. The form follows docs/forms.md.
 */
export function CompanyNameStep() {
  const save = useSetCompanyName();
  const goOn = useGoOn();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<CompanyNameFormValues>({
    resolver: zodResolver(companyNameFormSchema),
    defaultValues: companyNameDefaults,
  });

  const onSubmit = handleSubmit((values) => {
    setRefusal(null);
    save.mutate(values, {
      onSuccess: () => {
        notify.success(companyNameMessages.saved);
        goOn();
      },
      onError: (error) => showRefusal(error, { setRefusal, fallback: () => notify.error(companyNameMessages.failed) }),
    });
  });

  return (
    <Card className="mx-auto max-w-lg">
      <section aria-labelledby="company-step-heading">
        <div className="mb-5 flex items-start gap-3">
          <div className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            {/* Not the overview's Building2: a shared icon would be a chunk (a request) of its own. */}
            <Icon node={Building} className="size-5" aria-hidden="true" />
          </div>
          <div>
            <h2 id="company-step-heading" className="text-lg font-semibold text-slate-900">
              What is your company called?
            </h2>
            <p className="mt-1 text-sm text-slate-500">
              It goes on your billing details and invoices. You can add it later.
            </p>
          </div>
        </div>
        <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={save.isPending} className="space-y-5">
          {refusal ? <Notice tone="error">{refusal}</Notice> : null}
          <TextField
            label="Company name"
            autoComplete="organization"
            required
            autoFocus
            error={formState.errors.companyName?.message}
            {...register('companyName')}
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={goOn} disabled={save.isPending}>
              Skip for now
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Continue'}
            </Button>
          </div>
        </form>
      </section>
    </Card>
  );
}
