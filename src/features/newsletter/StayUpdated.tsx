import { Bell } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { loadOnce } from '../../lib/loadOnce';
import { useLoadedWhen } from '../../shared/hooks/useLoadedWhen';
import { Button } from '../../shared/ui/Button';
import { toastRaised } from '../toasts/toastsSlice';
import './StayUpdated.css';

export const SUBSCRIBE_FORM_UNAVAILABLE =
  'The subscribe form could not be loaded. Check your connection and try again.';

/** The Subscribe Now dialog, fetched when first wanted: the first page does not carry it. */
const loadSubscribeDialog = loadOnce(() => import('./SubscribeDialog'));
/** On the pointer or focus reaching Subscribe Now, so the click does not wait (a failure here is retried on opening). */
const preloadSubscribeDialog = () => {
  loadSubscribeDialog().catch(() => undefined);
};

/** The side bar's newsletter invitation (docs/product.md#subscribe-now-stores-an-address). */
export function StayUpdated() {
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const onLoadFailure = useCallback(() => {
    setOpen(false);
    dispatch(toastRaised('danger', SUBSCRIBE_FORM_UNAVAILABLE));
  }, [dispatch]);
  const loaded = useLoadedWhen(open, loadSubscribeDialog, onLoadFailure);
  return (
    <section className="stay-updated" aria-labelledby="stay-updated-title">
      <span className="stay-updated__icon" aria-hidden="true">
        <Bell />
      </span>
      <h2 id="stay-updated-title" className="stay-updated__title">
        Stay Updated
      </h2>
      <p className="stay-updated__text">Get notified about new resources, updates and exclusive content.</p>
      <Button
        size="sm"
        className="stay-updated__button"
        onPointerEnter={preloadSubscribeDialog}
        onFocus={preloadSubscribeDialog}
        onClick={() => setOpen(true)}
      >
        Subscribe Now
      </Button>
      {loaded && <loaded.SubscribeDialog open={open} onClose={() => setOpen(false)} />}
    </section>
  );
}
