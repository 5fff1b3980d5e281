import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { failureMessage } from '@/api/errors';
import type { CodRiderLine } from '@/api/schemas/cash-on-delivery';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatNaira } from '@/components/ui/format';
import { notify } from '@/components/ui/toast';
import { useRemitCod } from '@/queries/cash-on-delivery';
import { codMessages, dayLabel } from './cod-words';

export interface Remitting {
  line: CodRiderLine;
  day: string;
  feePercent: number;
}

/** What the dialog says: who hands in what, the fee kept back and what the wallet gets. */
export function remitSummary({ line, day, feePercent }: Remitting): string {
  const handed = `${line.rider.name} hands in ${formatNaira(line.held)} collected on ${dayLabel(day)}.`;
  const wallet = `${formatNaira(line.held - line.fee)} goes into the wallet.`;
  return line.fee > 0
    ? `${handed} Cash-handling fee (${feePercent}%): ${formatNaira(line.fee)} kept back. ${wallet}`
    : `${handed} ${wallet}`;
}

/**
 * "Mark remitted", confirmed: the rider handed in the cash they hold from the day; the wallet
 * gets one COD remittance, the fee kept back. A refusal (nothing left to remit, the wallet's
 * limit) or any other failure shows in the dialog, which stays open: Mark remitted tries again.
 */
export function RemitDialog({
  remitting,
  onClose,
}: {
  remitting: Remitting;
  /** `remitted`: closed on success. */
  onClose: (remitted: boolean) => void;
}) {
  const remit = useRemitCod();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { line, day } = remitting;

  const confirm = () => {
    if (remit.isPending) return;
    setRefusal(null);
    remit.mutate(
      { riderId: line.rider.id, day },
      {
        onSuccess: (done) => {
          onClose(true);
          notify.success(`${formatNaira(done.amount)} from ${done.rider.name} marked remitted`, {
            description:
              done.fee > 0
                ? `${formatNaira(done.amount - done.fee)} went into the wallet, ${formatNaira(done.fee)} kept back.`
                : `${formatNaira(done.amount)} went into the wallet.`,
            action: { label: 'See it in the wallet', onClick: () => void navigate({ to: '/dashboard/wallet' }) },
          });
        },
        onError: (error) => setRefusal(failureMessage(error, codMessages.remitFailed)),
      },
    );
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose(false);
      }}
      title={`Mark ${line.rider.name}’s cash remitted?`}
      description={remitSummary(remitting)}
      refusal={refusal}
      confirmLabel={remit.isPending ? 'Marking…' : 'Mark remitted'}
      pending={remit.isPending}
      tone="primary"
      onConfirm={confirm}
    />
  );
}
