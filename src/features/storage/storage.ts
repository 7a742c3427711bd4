import { BUCKETS } from '../../config/buckets';
import type { Product } from '../products/products';

/** A time-limited link to an ebook's PDF. */
export interface SignedEbookUrl {
  productId: number;
  url: string;
  /** ISO timestamp after which the link no longer works. */
  expiresAt: string;
}

/** Premium files live in the private premium bucket, the rest in the free one (docs/product.md#who-may-do-what). */
export const ebookBucket = (product: Pick<Product, 'premium'>): string =>
  product.premium ? BUCKETS.ebooksPremium : BUCKETS.ebooksFree;
