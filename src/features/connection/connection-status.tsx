import { ConnectionBanner } from '@/components/feedback/connection-banner';
import { useConnectionStatus } from '@/queries/network';

/** The connection banner, as the cache sees the connection (loaded with the data layer). */
export default function Connection() {
  const { online, waitingChanges } = useConnectionStatus();
  return <ConnectionBanner online={online} waitingChanges={waitingChanges} />;
}
