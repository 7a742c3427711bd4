import { RotateCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from './Button';
import './LoadFailure.css';

interface LoadFailureProps {
  /** What could not be loaded, in the reader's words: "The reviews could not be loaded." */
  message: string;
  onRetry: () => void;
  /** True while the retry is running: the button says so and cannot be pressed twice. */
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
      <Button variant="secondary" size="sm" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" size={16} />
        {retrying ? 'Retrying…' : 'Retry'}
      </Button>
    </div>
  );
}
