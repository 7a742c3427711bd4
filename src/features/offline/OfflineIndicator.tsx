import { CloudOff } from 'lucide-react';
import { OFFLINE_MESSAGES } from './offline';
import { useOnlineStatus } from './useOnlineStatus';
import './OfflineIndicator.css';

/** A pill that says the app is offline and shows saved data, for as long as the browser has no network. */
export function OfflineIndicator() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <p className="offline-indicator" role="status">
      <CloudOff aria-hidden="true" />
      {OFFLINE_MESSAGES.indicator}
    </p>
  );
}
