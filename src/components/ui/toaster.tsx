import { Toaster } from 'sonner';

/**
 * Loaded on the first notification only (see toast.tsx). The rich colours are the app's
 * own, with AA contrast: see the toast palette in styles.css, which targets the light theme.
 */
export default function AppToaster() {
  return (
    <Toaster
      theme="light"
      position="top-right"
      richColors
      closeButton
      duration={6000}
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
