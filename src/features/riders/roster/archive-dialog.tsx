import { useState } from 'react';
import { failureMessage } from '@/api/errors';
import type { Rider } from '@/api/schemas/riders';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/components/ui/toast';
import { riderMessages } from '@/forms/rider-form';
import { useArchiveRider } from '@/queries/riders';

/**
 * Archive a rider, confirmed. The server refuses while the rider carries an open delivery
 * (RIDER_BUSY): its words show in the dialog, which stays open, as does any other failure — the
 * Archive button tries again.
 */
export function ArchiveDialog({ rider, onClose }: { rider: Rider | null; onClose: () => void }) {
  const archive = useArchiveRider();
  const [refusal, setRefusal] = useState<string | null>(null);
  // The rider stays named while the dialog closes.
  const [shown, setShown] = useState<Rider | null>(rider);
  if (rider && rider !== shown) setShown(rider);

  const close = () => {
    setRefusal(null);
    onClose();
  };
  const confirm = () => {
    if (!rider || archive.isPending) return;
    setRefusal(null);
    archive.mutate(rider.id, {
      onSuccess: (archived) => {
        close();
        notify.success(riderMessages.archived, { description: archived.name });
      },
      onError: (error) => setRefusal(failureMessage(error, riderMessages.archiveFailed)),
    });
  };

  return (
    <ConfirmDialog
      open={rider !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={`Archive ${shown?.name ?? 'rider'}?`}
      description={
        <>
          {shown?.name} leaves the roster and can no longer be given deliveries. The deliveries they carried keep their
          name, and you can restore them from Archived riders.
        </>
      }
      refusal={refusal}
      confirmLabel={archive.isPending ? 'Archiving...' : 'Archive'}
      pending={archive.isPending}
      onConfirm={confirm}
    />
  );
}
