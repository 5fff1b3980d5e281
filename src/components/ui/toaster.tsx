import { Toaster } from 'sonner';
import { useToastPlacement } from './toast-placement';

/**
 * Loaded on the first notification only (see toast.tsx). The rich colours are the app's
 * own, with AA contrast: see the toast palette in styles.css, which targets the light theme.
 * Placed where no open dialog's control is (toast-placement.ts): never on a sheet's close button.
 */
export default function AppToaster() {
  const { position, mobileSides } = useToastPlacement();
  return (
    <Toaster
      theme="light"
      position={position}
      mobileOffset={{ top: 16, bottom: 16, ...mobileSides }}
      richColors
      closeButton
      duration={6000}
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
