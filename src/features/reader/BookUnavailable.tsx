import { BookLock, CircleAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { buttonClassName } from '../../shared/ui/buttonClassName';
import { EmptyState } from '../../shared/ui/EmptyState';
import { READER_MESSAGES } from './readerMessages';

interface BookUnavailableProps {
  productId: number;
  /** A premium book the reader has not bought, or a link that could not be signed for another reason. */
  reason: 'notOwned' | 'unavailable';
}

/**
 * Why the book does not open. A premium book not bought is never opened (the
 * storage refuses its link, decision 14); the page says so and offers the
 * checkout. Any other refusal is the spec's "Unable to fetch the signed URL"
 * (its danger alert is raised by useBookSource).
 */
export function BookUnavailable({ productId, reason }: BookUnavailableProps) {
  if (reason === 'notOwned') {
    return (
      <EmptyState
        title={READER_MESSAGES.notOwnedTitle}
        message={READER_MESSAGES.notOwned}
        icon={<BookLock />}
        action={
          <Link className={buttonClassName('primary', 'md')} to={paths.checkout.href(productId)}>
            Buy this ebook
          </Link>
        }
      />
    );
  }
  return (
    <div className="reader-message reader-message--failed" role="alert">
      <CircleAlert aria-hidden="true" />
      <p>{READER_MESSAGES.signedUrlFailed}</p>
    </div>
  );
}
