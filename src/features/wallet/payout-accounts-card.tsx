import { useQuery } from '@tanstack/react-query';
import { Landmark, Plus } from 'lucide';
import { lazy, Suspense, useState } from 'react';
import { failureMessage } from '@/api/errors';
import type { PayoutAccount } from '@/api/schemas/payouts';
import { ListStates } from '@/components/feedback/list-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState, Skeleton } from '@/components/ui/card';
import { SectionCard } from '@/components/ui/section-card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Icon } from '@/components/ui/icons';
import { notify } from '@/components/ui/toast';
import { payoutQueries, useDeletePayoutAccount, useSetDefaultPayoutAccount } from '@/queries/payouts';

const AddPayoutAccountDialog = lazy(() =>
  import('./add-payout-account-dialog').then(({ AddPayoutAccountDialog }) => ({ default: AddPayoutAccountDialog })),
);

/** The partner's bank accounts for withdrawals: one default, add (with the bank's name enquiry), remove. */
export function PayoutAccountsCard({
  adding,
  onAddingChange,
}: {
  adding: boolean;
  onAddingChange: (open: boolean) => void;
}) {
  const accounts = useQuery(payoutQueries.accounts());
  const setDefault = useSetDefaultPayoutAccount();
  const remove = useDeletePayoutAccount();
  const [removing, setRemoving] = useState<PayoutAccount | null>(null);

  return (
    <SectionCard
      id="payout-accounts-heading"
      title="Payout accounts"
      description="Where your withdrawals go"
      action={
        <Button size="sm" variant="secondary" onClick={() => onAddingChange(true)}>
          <Icon node={Plus} className="size-4" aria-hidden="true" />
          Add account
        </Button>
      }
      after={
        <>
          {adding ? (
            <Suspense fallback={null}>
              <AddPayoutAccountDialog open={adding} onOpenChange={onAddingChange} />
            </Suspense>
          ) : null}
          <ConfirmDialog
            open={removing !== null}
            onOpenChange={(open) => !open && setRemoving(null)}
            title="Remove this payout account?"
            description={
              removing
                ? `${removing.bankName} ${removing.accountNumber} (${removing.accountName}) will no longer receive withdrawals.${removing.isDefault ? ' Your newest other account becomes the default.' : ''}`
                : ''
            }
            confirmLabel="Remove account"
            pending={remove.isPending}
            onConfirm={() =>
              removing &&
              remove.mutate(removing.id, {
                onSuccess: () => setRemoving(null),
                onError: (error) =>
                  notify.error(failureMessage(error, 'Failed to remove the account. Please try again.')),
              })
            }
          />
        </>
      }
    >
      <ListStates
        query={accounts}
        skeleton={
          <div aria-busy="true" className="space-y-3">
            <Skeleton className="h-14 w-full" />
          </div>
        }
        failed="Couldn't load your payout accounts."
        empty={
          <EmptyState
            icon={<Icon node={Landmark} className="size-8" aria-hidden="true" />}
            title="No payout account yet"
          >
            Add the bank account your withdrawals should go to.
          </EmptyState>
        }
      >
        {(items) => (
          <ul aria-label="Your payout accounts" className="divide-y divide-slate-100">
            {items.map((account) => (
              <li key={account.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">
                    {account.bankName} <span className="font-mono text-sm text-slate-600">{account.accountNumber}</span>
                  </p>
                  <p className="text-sm text-slate-600">{account.accountName}</p>
                </div>
                <div className="flex items-center gap-2">
                  {account.isDefault ? (
                    <Badge tone="green">Default</Badge>
                  ) : (
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={setDefault.isPending}
                      onClick={() =>
                        setDefault.mutate(account.id, {
                          onError: (error) =>
                            notify.error(
                              failureMessage(error, 'Failed to change the default account. Please try again.'),
                            ),
                        })
                      }
                    >
                      Make default
                      <span className="sr-only">
                        {' '}
                        ({account.bankName} {account.accountNumber})
                      </span>
                    </Button>
                  )}
                  <Button size="sm" variant="ghost" className="text-red-700" onClick={() => setRemoving(account)}>
                    Remove
                    <span className="sr-only">
                      {' '}
                      {account.bankName} {account.accountNumber}
                    </span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListStates>
    </SectionCard>
  );
}
