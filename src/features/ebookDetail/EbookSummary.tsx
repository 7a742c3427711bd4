import { Star } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import type { Product } from '../products/products';
import { EbookPrimaryButton } from './EbookPrimaryButton';
import { accessBadge } from '../products/products';
import { pageCountLabel } from './ebookFacts';

/**
 * Beside the cover: category (a link to the others in it), name, the badges
 * (Premium or Free, type, page count), the rating and the main button. An
 * ebook without a rating of its own says so rather than showing a made-up one.
 */
export function EbookSummary({ product }: { product: Product }) {
  const access = accessBadge(product);
  const pages = pageCountLabel(product.pageCount);
  return (
    <div className="ebook-summary">
      <p className="ebook-summary__category">
        <Link to={paths.ebooks.href(product.category)}>{product.category}</Link>
      </p>
      <h1 className="ebook-summary__name">{product.name}</h1>
      <ul className="ebook-summary__badges" aria-label="Details">
        <li className={`ebook-badge ebook-badge--${access === 'Premium' ? 'premium' : 'free'}`}>{access}</li>
        {product.type && <li className="ebook-badge">{product.type}</li>}
        {pages && <li className="ebook-badge">{pages}</li>}
      </ul>
      {product.rating != null ? (
        <p className="ebook-summary__rating">
          <Star aria-hidden="true" size={18} fill="currentColor" />
          <span className="visually-hidden">Rated </span>
          {product.rating.toFixed(1)}
          <span className="visually-hidden"> out of 5</span>
        </p>
      ) : (
        <p className="ebook-summary__rating ebook-summary__rating--none">No rating yet</p>
      )}
      <EbookPrimaryButton product={product} />
    </div>
  );
}
