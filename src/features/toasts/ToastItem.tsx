import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { TOAST_DURATION_MS } from '../../config/constants';
import { toastDismissed, type Toast } from './toastsSlice';

/** One alert: its message with an icon and a close button. */
export function ToastItem({ toast }: { toast: Toast }) {
  const dispatch = useAppDispatch();
  const Icon = toast.kind === 'success' ? CircleCheck : CircleAlert;
  return (
    <li className={`toast toast--${toast.kind}`}>
      <Icon className="toast__icon" aria-hidden="true" />
      <p className="toast__message">{toast.message}</p>
      <button
        type="button"
        className="toast__close"
        aria-label="Dismiss"
        onClick={() => dispatch(toastDismissed(toast.id))}
      >
        <X aria-hidden="true" />
      </button>
    </li>
  );
}

/**
 * Hides a toast TOAST_DURATION_MS after it was raised. Apart from ToastItem, so
 * that the toast moving into a dialog and back (ToastRegion) keeps its time.
 */
export function ToastTimer({ id }: { id: string }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const timer = window.setTimeout(() => dispatch(toastDismissed(id)), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [dispatch, id]);
  return null;
}
