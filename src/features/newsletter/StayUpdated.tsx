import { Bell } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../shared/ui/Button';
import { SubscribeDialog } from './SubscribeDialog';
import './StayUpdated.css';

/** The side bar's newsletter invitation (spec section 1, decision 13). */
export function StayUpdated() {
  const [open, setOpen] = useState(false);
  return (
    <section className="stay-updated" aria-labelledby="stay-updated-title">
      <span className="stay-updated__icon" aria-hidden="true">
        <Bell />
      </span>
      <h2 id="stay-updated-title" className="stay-updated__title">
        Stay Updated
      </h2>
      <p className="stay-updated__text">Get notified about new resources, updates and exclusive content.</p>
      <Button size="sm" className="stay-updated__button" onClick={() => setOpen(true)}>
        Subscribe Now
      </Button>
      <SubscribeDialog open={open} onClose={() => setOpen(false)} />
    </section>
  );
}
