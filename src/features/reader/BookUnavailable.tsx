import { BookLock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { buttonClassName } from '../../shared/ui/buttonClassName';
import { EmptyState } from '../../shared/ui/EmptyState';
import { LoadFailure } from '../../shared/ui/LoadFailure';
import { READER_MESSAGES } from './readerMessages';

type BookUnavailableProps =
  /** A premium book the reader has not bought. */
  | { productId: number; reason: 'notOwned' }
  /** A link that could not be signed for another reason, or offline with no copy here; `onRetry` asks again. */
  | { productId: number; reason: 'unavailable' | 'needsConnection'; onRetry: () => void };

/**
 * Why the book does not open. A premium book not bought is never opened (the
 * storage refuses its link, docs/product.md#the-database-decides-access); the page says so and offers the
 * checkout. Offline, a book this device has not saved says so plainly. Any
 * other refusal is the observed product's "Unable to fetch the signed URL" (its danger
 * alert is raised by useBookSource), with Retry (docs/product.md#failures-are-visible).
 */
export function BookUnavailable(props: BookUnavailableProps) {
  if (props.reason === 'notOwned') {
    return (
      <EmptyState
        title={READER_MESSAGES.notOwnedTitle}
        message={READER_MESSAGES.notOwned}
        icon={<BookLock />}
        action={
          <Link className={buttonClassName('primary', 'md')} to={paths.checkout.href(props.productId)}>
            Buy this ebook
          </Link>
        }
      />
    );
  }
  const message =
    props.reason === 'needsConnection' ? READER_MESSAGES.needsConnection : READER_MESSAGES.signedUrlFailed;
  return <LoadFailure message={message} onRetry={props.onRetry} />;
}
