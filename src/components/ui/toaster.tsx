import { createPortal } from 'react-dom';
import { Toaster } from 'sonner';
import { toastRegionStyle } from './toast-layer';
import { useToastPlacement } from './toast-placement';

/**
 * Loaded on the first notification only (see toast.tsx). The rich colours are the app's
 * own, with AA contrast: see the toast palette in styles.css, which targets the light theme.
 * Placed where no open dialog's control is (toast-placement.ts): never on a sheet's close button.
 * Clickable over a modal dialog: the list takes back the pointer events the dialog takes from
 * <body> (toast-layer.ts). An inline style rather than a class in styles.css: it needs no
 * stylesheet to apply, so a test (jsdom, no CSS) sees it as the browser does.
 * Rendered straight into <body>: a modal hides the rest of the page from assistive technology
 * (aria-hidden on the siblings of its portal, when it opens); a toaster that first loads while
 * one is open, inside the app's root, would be hidden with it — its toasts unannounced and
 * their buttons unreachable. Added to <body> later, it is not; and a modal opened after it
 * leaves it alone (sonner's region is an aria-live one).
 */
export default function AppToaster() {
  const { position, mobileSides } = useToastPlacement();
  return createPortal(
    <Toaster
      theme="light"
      position={position}
      mobileOffset={{ top: 16, bottom: 16, ...mobileSides }}
      richColors
      closeButton
      duration={6000}
      toastOptions={{ className: 'font-sans' }}
      style={toastRegionStyle}
    />,
    document.body,
  );
}
