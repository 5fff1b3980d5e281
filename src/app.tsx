import { RouterProvider } from '@tanstack/react-router';
import { DataLayerProvider, type DataLayer } from './queries/data-layer';
import type { AppRouter } from './router';

export function App({ router, dataLayer }: { router: AppRouter; dataLayer: DataLayer }) {
  return (
    <DataLayerProvider dataLayer={dataLayer}>
      <RouterProvider router={router} />
    </DataLayerProvider>
  );
}
