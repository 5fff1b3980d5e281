import { RouterProvider } from '@tanstack/react-router';
import { useLayoutEffect } from 'react';
import { markAppLive } from './app-live';
import { DataLayerProvider, type DataLayer } from './queries/data-layer';
import type { AppRouter } from './router';

function Live() {
  useLayoutEffect(() => {
    markAppLive();
  }, []);
  return null;
}

export function App({ router, dataLayer }: { router: AppRouter; dataLayer: DataLayer }) {
  return (
    <DataLayerProvider dataLayer={dataLayer}>
      <RouterProvider router={router} />
      <Live />
    </DataLayerProvider>
  );
}
