import { Link } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../config/paths';
import { selectOfflineBook } from '../offlineBooks/offlineBooksSlice';
import { useOnlineStatus } from '../offline/useOnlineStatus';
import { ProductCover } from '../../productUi/ProductCover';
import { selectProductById } from '../products/productsSlice';
import { pageOfLabel, type ReadingPosition } from '../readingProgress/readingProgress';
import { ReadingProgressBar } from '../../productUi/ReadingProgressBar';
import '../../productUi/ProductCard.css';
import './ContinueReadingCard.css';

/**
 * A book being read: cover, name, "Page X of N" and a progress bar. It is
 * drawn from the position's own snapshot of the book (so it shows offline),
 * or from the products store when the snapshot is missing. The whole card
 * opens the reader, which starts at the stored page. Offline, it says whether
 * this device has the book or it needs a connection.
 */
export function ContinueReadingCard({ position }: { position: ReadingPosition }) {
  const product = useAppSelector((state) => selectProductById(state, position.productId));
  const name = position.book?.name ?? product?.name ?? 'Ebook';
  const image = position.book?.image ?? product?.image ?? null;
  const online = useOnlineStatus();
  const saved = useAppSelector((state) => selectOfflineBook(state, position.productId)) !== undefined;
  return (
    <article className="product-card continue-reading-card">
      <ProductCover src={image} />
      <h3 className="product-card__name">
        <Link className="product-card__link" to={paths.reader.href(position.productId)}>
          {name}
        </Link>
      </h3>
      <p className="continue-reading-card__page">{pageOfLabel(position)}</p>
      <ReadingProgressBar position={position} />
      {!online && (
        <p
          className={`continue-reading-card__availability${saved ? '' : ' continue-reading-card__availability--away'}`}
        >
          {saved ? 'Available offline' : 'Needs a connection'}
        </p>
      )}
    </article>
  );
}
