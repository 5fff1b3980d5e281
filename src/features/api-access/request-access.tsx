import { useRouteContext } from '@tanstack/react-router';
import { errorMessages } from '@/api/errors';
import { notify } from '@/components/ui/toast';
import { useLoadedQueryClient } from '@/queries/data-layer';
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/*
 * "Request API Access" opens from the header on any public page and from the landing
 * hero. The dialog, its form (radix, react-hook-form, zod) and the data layer load on
 * first open, so they never weigh on the landing page's first load.
 */
const RequestAccessDialog = lazy(() => import('./request-access-dialog'));

interface RequestAccessContextValue {
  open: () => void;
}

const RequestAccessContext = createContext<RequestAccessContextValue>({ open: () => {} });

export function RequestAccessProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const { dataLayer } = useRouteContext({ from: '__root__' });
  const dataLayerLoaded = Boolean(useLoadedQueryClient());
  const open = useCallback(() => {
    // Both downloads at once; the dialog shows when both have arrived.
    void import('./request-access-dialog').catch(() => {});
    dataLayer.load().catch(() => notify.error(errorMessages.network));
    setRequested(true);
    setOpen(true);
  }, [dataLayer]);
  const value = useMemo(() => ({ open }), [open]);
  return (
    <RequestAccessContext.Provider value={value}>
      {children}
      {requested && dataLayerLoaded ? (
        <Suspense fallback={null}>
          <RequestAccessDialog open={isOpen} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </RequestAccessContext.Provider>
  );
}

export const useRequestAccess = () => useContext(RequestAccessContext);
