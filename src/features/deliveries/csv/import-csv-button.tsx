import { FileUp } from 'lucide';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';

/*
 * "Import CSV" beside Export CSV. The dialog, its checks and the CSV parser load with the first
 * click (or as the pointer or focus reaches the button), never with the table.
 */
const loadDialog = () => import('./import-csv');
const ImportCsvDialog = lazy(loadDialog);

export function ImportCsvButton() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    // The dialog has no radix trigger to hand focus back to: back to this button, once it is gone.
    setTimeout(() => button.current?.focus(), 0);
  };
  return (
    <>
      <Button
        ref={button}
        variant="secondary"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
      >
        <Icon node={FileUp} className="size-4" aria-hidden="true" />
        Import CSV
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ImportCsvDialog onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
