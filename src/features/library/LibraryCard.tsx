import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../config/paths';
import { Badge } from '../../shared/ui/Badge';
import { Skeleton } from '../../shared/ui/Skeleton';
import { accessBadge } from '../products/products';
import { ProductCover } from '../../productUi/ProductCover';
import { selectProductById } from '../products/productsSlice';
import { primaryAction } from '../orders/primaryAction';
import { selectOwnership } from '../orders/ordersSelectors';
import { useGetFreeEbook } from '../orders/useGetFreeEbook';
import { LibraryCardAction } from './LibraryCardAction';
import './LibraryCard.css';

/** What the card tells whatever is added under it. */
export interface LibraryCardState {
  /** Whether the reader may open the book now (owned, or free): only then is an offline copy worth offering. */
  readable: boolean;
}

interface LibraryCardProps {
  productId: number;
  /**
   * What other features add under the card (reading progress, the offline
   * copy's controls); the app layer composes them, since a feature never
   * renders another's components.
   */
  extras?: (card: LibraryCardState) => ReactNode;
}

/**
 * A book in the library: cover, category, name (to its detail page), the
 * Free or Premium badge and the main action, then whatever the app adds
 * beneath. It selects its own product by id, as every product card does.
 */
export function LibraryCard({ productId, extras }: LibraryCardProps) {
  const product = useAppSelector((state) => selectProductById(state, productId));
  const ownership = useAppSelector((state) => selectOwnership(state, productId));
  const { getEbook, getting } = useGetFreeEbook();
  const nameId = useId();
  if (!product) return <LibraryCardSkeleton />;
  const access = accessBadge(product);
  // The detail screen's rule, on every surface: a free favourite not got yet offers Get Ebook, not Read Book.
  const action = primaryAction({ ownership, price: product.price, getting });
  return (
    <article className="library-card" aria-labelledby={nameId}>
      <ProductCover src={product.image} className="library-card__cover" />
      <div className="library-card__body">
        <p className="library-card__category">{product.category}</p>
        <h2 className="library-card__name" id={nameId}>
          <Link className="library-card__link" to={paths.ebook.href(product.id)}>
            {product.name}
          </Link>
        </h2>
        <Badge tone={access === 'Premium' ? 'premium' : 'free'}>{access}</Badge>
        <div className="library-card__actions">
          <LibraryCardAction product={product} action={action} onGet={() => void getEbook(product.id)} />
        </div>
        {extras && <div className="library-card__extras">{extras({ readable: action.kind === 'read' })}</div>}
      </div>
    </article>
  );
}

/** A card's placeholder while the library loads: the card's own layout, so nothing moves when it arrives. */
export function LibraryCardSkeleton() {
  return (
    <div className="library-card library-card--skeleton" aria-hidden="true">
      <Skeleton shape="block" className="library-card__cover" />
      <div className="library-card__body">
        <Skeleton width="40%" />
        <Skeleton width="85%" />
        <Skeleton width="30%" />
        <Skeleton width="6rem" height="2.25rem" />
      </div>
    </div>
  );
}
