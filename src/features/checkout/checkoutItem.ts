import { paths, type CheckoutKind } from '../../config/paths';
import type { ItemLoad } from '../products/productLoad';
import type { Product } from '../products/products';
import type { Video } from '../videos/videos';

/**
 * What the one demo checkout sells (docs/product.md#checkout-is-a-demo-that-completes): an ebook or a video
 * course, each with what the summary shows of it. The form, the order's rules and the messages are the same
 * for both; only the words naming the item and where it leads afterwards differ.
 */
export interface CheckoutItem {
  kind: CheckoutKind;
  id: number;
  name: string;
  category: string;
  /** What the buyer pays (docs/product.md#prices-come-from-the-data); 0 is free. */
  price: number;
  /** The ebook's cover or the course's thumbnail, or null. */
  image: string | null;
}

export const checkoutItemOfEbook = (product: Product): CheckoutItem => ({
  kind: 'ebook',
  id: product.id,
  name: product.name,
  category: product.category,
  price: product.price,
  image: product.image,
});

export const checkoutItemOfCourse = (course: Video): CheckoutItem => ({
  kind: 'course',
  id: course.id,
  name: course.name,
  category: course.category,
  price: course.price,
  image: course.image,
});

/** A one-item load read as the checkout's item. */
export function checkoutLoadOf<T>(load: ItemLoad<T>, toItem: (item: T) => CheckoutItem): ItemLoad<CheckoutItem> {
  return load.status === 'ready' ? { status: 'ready', data: toItem(load.data) } : load;
}

/** How each kind of item is named in the checkout's sentences. */
export const CHECKOUT_NOUN: Readonly<Record<CheckoutKind, string>> = { ebook: 'ebook', course: 'course' };

export interface CheckoutLink {
  label: string;
  href: string;
}

/**
 * Where the checkout leads once the item is the buyer's (just bought, or already owned): an ebook to the
 * reader, a course to its page, now watchable; then back to the ebook, or to the Library's Videos tab.
 */
export function checkoutLinks(item: Pick<CheckoutItem, 'kind' | 'id'>, step: 'complete' | 'owned'): CheckoutLink[] {
  if (item.kind === 'course') {
    return [
      { label: 'Go to the course', href: paths.course.href(item.id) },
      { label: 'Go to Library', href: paths.library.href('videos') },
    ];
  }
  return [
    { label: 'Read Book', href: paths.reader.href(item.id) },
    step === 'complete'
      ? { label: 'Back to the ebook', href: paths.ebook.href(item.id) }
      : { label: 'Go to Library', href: paths.library.href() },
  ];
}
