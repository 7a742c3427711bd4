import { accessBadge } from '../ebookDetail/ebookFacts';
import { primaryAction, type PrimaryAction } from '../ebookDetail/primaryAction';
import type { Ownership } from '../orders/ordersSelectors';
import type { Product } from '../products/products';

/**
 * A library card's main action: the detail screen's rule (primaryAction), with
 * one difference. The reader opens a free ebook for anyone signed in (issue
 * #8), so a free favourite is read at once, like an owned book, instead of
 * first asking to "Get" it. A premium favourite not owned offers "Buy Now";
 * while the orders are still on their way it waits rather than guess.
 */
export function libraryCardAction(product: Pick<Product, 'premium' | 'price'>, ownership: Ownership): PrimaryAction {
  const readableByAnyone = accessBadge(product) === 'Free';
  return primaryAction({ ownership: readableByAnyone ? 'owned' : ownership, price: product.price, getting: false });
}
