import { Button } from '../../shared/ui/Button';
import './FurtherOnAnotherDevice.css';

interface FurtherOnAnotherDeviceProps {
  page: number;
  /** The device that got there, when known ("Chrome on Android"). */
  device?: string;
  onGo: () => void;
  onStay: () => void;
}

/**
 * The question asked when another device is further on in this book
 * (docs/product.md#reading-progress-follows-the-reader: the reader is never moved without asking). A banner, not a
 * modal: the page stays readable and the pages still turn while it is there;
 * it is a status region so a screen reader hears the question when it comes.
 */
export function FurtherOnAnotherDevice({ page, device, onGo, onStay }: FurtherOnAnotherDeviceProps) {
  return (
    <div className="further-on" role="status">
      <p className="further-on__question">
        You were on page {page} on another device — go there?
        {device && <span className="further-on__device"> ({device})</span>}
      </p>
      <div className="further-on__actions">
        <Button size="sm" onClick={onGo}>
          Go to page {page}
        </Button>
        <Button size="sm" variant="secondary" onClick={onStay}>
          Stay here
        </Button>
      </div>
    </div>
  );
}
