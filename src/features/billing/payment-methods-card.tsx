import { useQuery } from '@tanstack/react-query';
import { CreditCard, Landmark, Pencil, Plus, Trash2, WalletCards } from 'lucide';
import { Icon } from '@/components/ui/icons';
import { lazy, Suspense, useState } from 'react';
import type { PaymentMethod } from '@/api/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState, Skeleton } from '@/components/ui/card';
import { SectionCard } from '@/components/ui/section-card';
import { cn } from '@/components/ui/cn';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/components/ui/toast';
import { ListStates } from '@/components/feedback/list-states';
import { maskedNumber, paymentMethodMessages, paymentMethodTypeLabels } from '@/forms/payment-method-form';
import { billingQueries } from '@/queries/billing';
import { useDeletePaymentMethod } from '@/queries/billing-mutations';
import { failureMessage } from '@/api/errors';

// The dialogs' code (their forms, the refusal handling) loads when one opens, not with the section.
const dialogs = () => import('./payment-method-dialogs');
const AddPaymentMethodDialog = lazy(() => dialogs().then((m) => ({ default: m.AddPaymentMethodDialog })));
const EditPaymentMethodDialog = lazy(() => dialogs().then((m) => ({ default: m.EditPaymentMethodDialog })));

/** GET /api/payment-methods: what DeliverOS charges its invoices to, with add, edit and delete. */
export function PaymentMethodsCard() {
  const methods = useQuery(billingQueries.paymentMethods());
  const remove = useDeletePaymentMethod();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<PaymentMethod | null>(null);
  const [deleting, setDeleting] = useState<PaymentMethod | null>(null);

  const confirmDelete = () => {
    if (!deleting || remove.isPending) return;
    const method = deleting;
    remove.mutate(
      { id: method.id },
      {
        onSuccess: () =>
          notify.success(paymentMethodMessages.deleted, { description: `${method.provider} ${maskedNumber(method)}` }),
        // The toast region sits outside the dialog, which hides everything else from screen readers: close first.
        onError: (error) => notify.error(failureMessage(error, paymentMethodMessages.deleteFailed)),
        onSettled: () => setDeleting(null),
      },
    );
  };

  const addButton = (
    <Button size="sm" onClick={() => setAdding(true)}>
      <Icon node={Plus} className="size-4" aria-hidden="true" />
      Add Payment Method
    </Button>
  );

  return (
    <SectionCard
      id="payment-methods-heading"
      title="Payment methods"
      description="Charged for your DeliverOS invoices: the default first. Payouts go to your wallet's payout accounts."
      action={addButton}
      after={
        <>
          {adding ? (
            <Suspense fallback={null}>
              <AddPaymentMethodDialog open onOpenChange={setAdding} />
            </Suspense>
          ) : null}
          {editing ? (
            <Suspense fallback={null}>
              <EditPaymentMethodDialog method={editing} onOpenChange={(open) => !open && setEditing(null)} />
            </Suspense>
          ) : null}
          <ConfirmDialog
            open={deleting !== null}
            onOpenChange={(open) => !open && setDeleting(null)}
            title="Delete payment method?"
            description={
              deleting
                ? `${deleting.provider} ${maskedNumber(deleting)} will be removed from your account.${deleting.isDefault ? ' Your next method becomes the default.' : ''}`
                : ''
            }
            confirmLabel={remove.isPending ? 'Deleting...' : 'Delete'}
            pending={remove.isPending}
            onConfirm={confirmDelete}
          />
        </>
      }
    >
      <ListStates
        query={methods}
        skeleton={
          <div aria-hidden="true" className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            <Skeleton className="h-32 w-full rounded-xl" />
          </div>
        }
        failed="Couldn't load your payment methods."
        empty={
          <EmptyState
            icon={<Icon node={WalletCards} className="size-8" aria-hidden="true" />}
            title="No payment methods yet"
          >
            Add a card or bank account to pay your DeliverOS invoices.
          </EmptyState>
        }
      >
        {(items) => (
          <ul aria-labelledby="payment-methods-heading" className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {items.map((method) => (
              <PaymentMethodItem
                key={method.id}
                method={method}
                onEdit={() => setEditing(method)}
                onDelete={() => setDeleting(method)}
              />
            ))}
          </ul>
        )}
      </ListStates>
    </SectionCard>
  );
}

function PaymentMethodItem({
  method,
  onEdit,
  onDelete,
}: {
  method: PaymentMethod;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const kind = method.type === 'card' ? CreditCard : Landmark;
  const name = `${method.provider} ${maskedNumber(method)}`;
  return (
    <li
      className={cn(
        'flex min-w-0 flex-col rounded-xl p-4 ring-1',
        method.isDefault ? 'bg-brand-50/40 ring-brand-200' : 'ring-slate-200',
      )}
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 ring-1 ring-brand-100">
          <Icon node={kind} className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-slate-900">
            <span className="tabular-nums">{name}</span>
            {method.isDefault ? <Badge tone="green">Default</Badge> : null}
          </p>
          <p className="mt-0.5 truncate text-sm text-slate-600">
            {paymentMethodTypeLabels[method.type]} · {method.accountName}
          </p>
        </div>
      </div>
      <div className="mt-4 flex gap-2 border-t border-slate-100 pt-3">
        <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Edit ${name}`} className="flex-1">
          <Icon node={Pencil} className="size-3.5" aria-hidden="true" />
          Edit
        </Button>
        <button
          type="button"
          onClick={onDelete}
          aria-label={`Delete ${name}`}
          className="inline-flex h-8 flex-1 items-center justify-center gap-1.5 rounded-md bg-white px-3 text-sm font-semibold text-red-700 shadow-sm ring-1 ring-red-200 transition-colors ring-inset hover:bg-red-50"
        >
          <Icon node={Trash2} className="size-3.5" aria-hidden="true" />
          Delete
        </button>
      </div>
    </li>
  );
}
