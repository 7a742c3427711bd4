import { createPortal } from 'react-dom';
import { useAppSelector } from '../../app/hooks';
import { useTopModal } from '../../shared/ui/openModals';
import { ToastItem, ToastTimer } from './ToastItem';
import { selectToasts } from './toastsSlice';
import './Toasts.css';

/**
 * Where alerts appear. The region is always in the page (empty when there is
 * nothing to say), so screen readers announce each toast as it is added.
 * Mount it once, in the shell. While a modal dialog is open the region is
 * inside it: the rest of the page is inert then, under the backdrop and not
 * read out.
 */
export function ToastRegion() {
  const toasts = useAppSelector(selectToasts);
  const topModal = useTopModal();
  const region = (
    <div className="toast-region" role="status" aria-live="polite" aria-label="Notifications">
      <ol className="toast-region__list">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ol>
    </div>
  );
  return (
    <>
      {toasts.map((toast) => (
        <ToastTimer key={toast.id} id={toast.id} />
      ))}
      {topModal ? createPortal(region, topModal) : region}
    </>
  );
}
