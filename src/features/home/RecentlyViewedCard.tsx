import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { ProductCover } from '../../productUi/ProductCover';
import type { RecentlyViewedEntry } from '../recentlyViewed/recentlyViewedSlice';
import '../../productUi/ProductCard.css';

/**
 * An ebook seen lately, drawn from its stored snapshot (not the products
 * store), so it shows even offline or when the product was never loaded in
 * this visit. It looks like a product card (cover, category, name) without
 * price or heart, which a snapshot does not know. The whole card opens the
 * ebook again.
 */
export function RecentlyViewedCard({ entry }: { entry: RecentlyViewedEntry }) {
  return (
    <article className="product-card">
      <ProductCover src={entry.image} />
      <p className="product-card__category">{entry.category}</p>
      <h3 className="product-card__name">
        <Link className="product-card__link" to={paths.ebook.href(entry.id)}>
          {entry.name}
        </Link>
      </h3>
    </article>
  );
}
