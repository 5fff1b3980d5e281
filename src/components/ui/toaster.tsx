import { Toaster } from 'sonner';

/** Loaded on the first notification only (see toast.ts). */
export default function AppToaster() {
  return <Toaster position="top-right" richColors closeButton duration={6000} toastOptions={{ className: 'font-sans' }} />;
}
