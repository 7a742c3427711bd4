import { useAppSelector } from '../../app/hooks';
import { ToastItem } from './ToastItem';
import { selectToasts } from './toastsSlice';
import './Toasts.css';

/**
 * Where alerts appear. The region is always in the page (empty when there is
 * nothing to say), so screen readers announce each toast as it is added.
 * Mount it once, in the shell.
 */
export function ToastRegion() {
  const toasts = useAppSelector(selectToasts);
  return (
    <div className="toast-region" role="status" aria-live="polite" aria-label="Notifications">
      <ol className="toast-region__list">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ol>
    </div>
  );
}
