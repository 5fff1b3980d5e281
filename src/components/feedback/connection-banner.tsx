import { WifiOff } from 'lucide';
import { Icon } from '@/components/ui/icons';

/** Shown while offline, and while changes made offline wait to be sent. */
export function ConnectionBanner({ online, waitingChanges }: { online: boolean; waitingChanges: number }) {
  if (online && waitingChanges === 0) return null;
  const changes = waitingChanges === 1 ? '1 change' : `${waitingChanges} changes`;
  const text = online
    ? `Back online. Sending ${changes}…`
    : waitingChanges > 0
      ? `You're offline. ${changes === '1 change' ? '1 change is' : `${changes} are`} waiting to be sent.`
      : "You're offline. We'll reconnect automatically.";
  return (
    <div role="status" className="fixed inset-x-0 top-16 z-30 flex justify-center px-4 pt-2">
      <p className="flex items-center gap-2 rounded-full bg-slate-900 px-4 py-2 text-sm font-medium text-white shadow-lg">
        <Icon node={WifiOff} className="size-4 shrink-0" aria-hidden="true" />
        {text}
      </p>
    </div>
  );
}
