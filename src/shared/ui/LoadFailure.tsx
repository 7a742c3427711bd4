import { RotateCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { BusyButton } from './BusyButton';
import './LoadFailure.css';

interface LoadFailureProps {
  /** What could not be loaded, in the reader's words: "The reviews could not be loaded." */
  message: string;
  onRetry: () => void;
  /** True while the retry is running: the button says so, and a press meanwhile does nothing. */
  retrying?: boolean;
}

/**
 * What a screen shows where a load failed (docs/product.md#failures-are-visible): a plain message and
 * a Retry button, never an empty list that looks like "nothing there". When
 * the network comes back, it retries by itself: most loads fail for want of
 * one, and nobody should have to find every Retry on the page.
 */
export function LoadFailure({ message, onRetry, retrying = false }: LoadFailureProps) {
  const latest = useRef({ onRetry, retrying });
  useEffect(() => {
    latest.current = { onRetry, retrying };
  });
  useEffect(() => {
    const retryOnline = () => {
      if (!latest.current.retrying) latest.current.onRetry();
    };
    window.addEventListener('online', retryOnline);
    return () => window.removeEventListener('online', retryOnline);
  }, []);

  return (
    <div className="load-failure" role="alert">
      <p className="load-failure__message">{message}</p>
      <BusyButton variant="secondary" size="sm" busy={retrying} busyLabel="Retrying…" onClick={onRetry}>
        <RotateCw aria-hidden="true" size={16} />
        Retry
      </BusyButton>
    </div>
  );
}
