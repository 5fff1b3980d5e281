import { Info, TriangleAlert } from 'lucide';
import type { Transaction, TransactionEvent } from '@/api/schemas';
import { Badge } from '@/components/ui/badge';
import { CopyText } from '@/components/ui/copy-text';
import { Skeleton } from '@/components/ui/card';
import { Timeline } from '@/components/ui/timeline';
import { formatNaira } from '@/components/ui/format';
import { Icon } from '@/components/ui/icons';
import { formatLagosDateTime } from '@/components/ui/lagos-time';
import { DetailFact, DetailFacts, DetailFactsSkeleton, DetailSection } from '@/components/feedback/detail-parts';
import { DetailSheet } from '@/components/feedback/detail-sheet';
import { PendingSection } from '@/components/feedback/pending-section';
import { walletKeys } from '@/queries/wallet';
import { SignedAmount } from './signed-amount';
import {
  transactionCategoryLabels,
  transactionStatusLabels,
  transactionTotal,
  transactionTypeLabels,
} from './transaction-labels';
import { TransactionStatusBadge } from './transaction-status-badge';
import { transactionDetailOptions } from './transactions-queries';

/** The detail of `?transaction={id}`: amounts, who is on the other side, and how its status got here. */
export function TransactionDetail({ id, onClose }: { id: string; onClose: () => void }) {
  return (
    <DetailSheet
      id={id}
      query={transactionDetailOptions(id)}
      listsKey={walletKeys.transactionLists()}
      noun="transaction"
      lookedIn="in your wallet"
      backLabel="Back to transactions"
      loadErrorMessage="Couldn't load this transaction."
      onClose={onClose}
      heading={(transaction) => <span className="font-mono">{transaction.reference}</span>}
      description={(transaction) => transaction.description}
      meta={(transaction) => (
        <>
          <TransactionStatusBadge status={transaction.status} />
          <Badge>
            {transactionTypeLabels[transaction.type]} · {transactionCategoryLabels[transaction.category]}
          </Badge>
        </>
      )}
      skeleton={<DetailSkeleton />}
    >
      {(transaction) => <TransactionDetailBody transaction={transaction} />}
    </DetailSheet>
  );
}

function DetailSkeleton() {
  return (
    <PendingSection label="transaction" className="space-y-6">
      <Skeleton className="h-10 w-1/2" />
      <DetailFactsSkeleton />
      <Skeleton className="h-24" />
      <Skeleton className="h-32" />
    </PendingSection>
  );
}

function TransactionDetailBody({ transaction }: { transaction: Transaction }) {
  const debit = transaction.type === 'debit';
  return (
    <div className="space-y-7">
      <div>
        <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{debit ? 'Money out' : 'Money in'}</p>
        <SignedAmount transaction={transaction} className="mt-1 block text-3xl tracking-tight" />
      </div>

      {transaction.status === 'failed' ? <FailureNotice transaction={transaction} /> : null}
      {transaction.status === 'pending' ? (
        <p className="flex items-start gap-2 rounded-xl bg-yellow-50 px-3 py-2.5 text-sm text-yellow-900 ring-1 ring-yellow-600/20">
          <Icon node={Info} className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>This movement is still being processed. Its status here updates by itself.</span>
        </p>
      ) : null}
      {transaction.status === 'held' ? (
        <p className="flex items-start gap-2 rounded-xl bg-blue-50 px-3 py-2.5 text-sm text-blue-900 ring-1 ring-blue-600/20">
          <Icon node={Info} className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{transaction.heldReason ?? 'Held until your wallet has room for it.'}</span>
        </p>
      ) : null}

      <DetailFacts>
        <DetailFact label="Amount">{formatNaira(transaction.amount)}</DetailFact>
        <DetailFact label="Fee">{transaction.fee > 0 ? formatNaira(transaction.fee) : 'No fee'}</DetailFact>
        {moneyMoved(transaction).map((fact, index) => (
          <DetailFact
            key={fact.label}
            label={fact.label}
            className={index === 0 ? 'col-span-2 sm:col-span-1' : undefined}
          >
            {fact.value}
          </DetailFact>
        ))}
        <DetailFact label="Type">{transactionTypeLabels[transaction.type]}</DetailFact>
        <DetailFact label="Category">{transactionCategoryLabels[transaction.category]}</DetailFact>
        <DetailFact label="Date and time" className="col-span-2 sm:col-span-1">
          <time dateTime={transaction.date}>{formatLagosDateTime(transaction.date)}</time>
        </DetailFact>
      </DetailFacts>

      <DetailSection title="Reference">
        {() => (
          <CopyText text={transaction.reference} what="reference" label={`Copy reference ${transaction.reference}`} />
        )}
      </DetailSection>

      <DetailSection title={debit ? 'Paid to' : 'Received from'}>
        {() =>
          transaction.counterpart ? (
            <div className="rounded-xl px-3 py-2.5 ring-1 ring-slate-200">
              <p className="font-semibold break-words text-slate-900">{transaction.counterpart.name}</p>
              {transaction.counterpart.detail ? (
                <p className="mt-0.5 text-sm break-words text-slate-600">{transaction.counterpart.detail}</p>
              ) : null}
            </div>
          ) : (
            <p className="text-sm text-slate-600">Not recorded for this transaction.</p>
          )
        }
      </DetailSection>

      <DetailSection title="Status history">
        {(headingId) => <StatusTimeline transaction={transaction} labelledBy={headingId} />}
      </DetailSection>
    </div>
  );
}

/**
 * What the movement did to the wallet. A failed debit left it and came back in full (amount and
 * fee, as the ledger returns them): what left, what came back, and the net, never a bare "Total
 * debited" for money the partner has again. A failed credit brought nothing in; a held one, not yet.
 */
function moneyMoved(transaction: Transaction): Array<{ label: string; value: string }> {
  const total = transactionTotal(transaction);
  if (transaction.status === 'held') {
    return [
      { label: transaction.type === 'debit' ? 'Not yet debited' : 'Not yet credited', value: formatNaira(total) },
    ];
  } else if (transaction.status !== 'failed') {
    return [{ label: transaction.type === 'debit' ? 'Total debited' : 'Total credited', value: formatNaira(total) }];
  } else if (transaction.type === 'credit') {
    return [{ label: 'Total credited', value: formatNaira(0) }];
  }
  const returned = total;
  const net = total - returned;
  return [
    { label: 'Debited', value: formatNaira(total) },
    { label: 'Returned', value: formatNaira(returned) },
    { label: 'Net', value: net > 0 ? `−${formatNaira(net)}` : formatNaira(0) },
  ];
}

/** A failed movement, in plain words: why, and what became of the money. */
function FailureNotice({ transaction }: { transaction: Transaction }) {
  const what = transactionCategoryLabels[transaction.category].toLowerCase();
  return (
    <div className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      <Icon node={TriangleAlert} className="mt-0.5 size-4 shrink-0 text-red-600" aria-hidden="true" />
      <div className="space-y-1">
        <p className="font-semibold">This {what} failed.</p>
        <p>{transaction.failureReason ?? 'The bank or payment provider did not complete it.'}</p>
        <p className="font-medium">
          {transaction.type === 'debit'
            ? 'The money was returned to your wallet.'
            : 'Nothing was added to your wallet.'}
        </p>
      </div>
    </div>
  );
}

const statusDots: Record<Transaction['status'], string> = {
  pending: 'bg-yellow-500',
  completed: 'bg-green-600',
  failed: 'bg-red-600',
  held: 'bg-blue-500',
};

/**
 * How the status got here, oldest first: pending, then completed or failed, each with its time
 * in Lagos; the last step is the current one (aria-current="step"). A transaction recorded
 * without a timeline shows its one known step.
 */
function StatusTimeline({ transaction, labelledBy }: { transaction: Transaction; labelledBy: string }) {
  const events: TransactionEvent[] =
    transaction.timeline.length > 0
      ? [...transaction.timeline].sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
      : [{ status: transaction.status, at: transaction.date }];
  return (
    <Timeline
      labelledBy={labelledBy}
      steps={events.map((event, index) => ({
        key: `${event.status}-${event.at}-${index}`,
        title: transactionStatusLabels[event.status],
        at: event.at,
        atText: formatLagosDateTime(event.at),
        dotClass: statusDots[event.status],
        details: event.note ? <p className="mt-0.5 text-sm break-words text-slate-600">{event.note}</p> : null,
      }))}
    />
  );
}
