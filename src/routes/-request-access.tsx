import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/*
 * "Request API Access" opens from the header on any public page and from the landing
 * hero. The dialog and its form (radix, react-hook-form, zod) load on first open, so
 * they never weigh on the landing page's first load.
 */
const RequestAccessDialog = lazy(() => import('./-request-access-dialog'));

interface RequestAccessContextValue {
  open: () => void;
}

const RequestAccessContext = createContext<RequestAccessContextValue>({ open: () => {} });

export function RequestAccessProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const open = useCallback(() => {
    setRequested(true);
    setOpen(true);
  }, []);
  const value = useMemo(() => ({ open }), [open]);
  return (
    <RequestAccessContext.Provider value={value}>
      {children}
      {requested ? (
        <Suspense fallback={null}>
          <RequestAccessDialog open={isOpen} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </RequestAccessContext.Provider>
  );
}

export const useRequestAccess = () => useContext(RequestAccessContext);
