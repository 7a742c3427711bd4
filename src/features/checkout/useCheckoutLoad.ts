import type { CheckoutKind } from '../../config/paths';
import { useCourseLoad } from '../courses/useCourseLoad';
import type { ItemLoad } from '../products/productLoad';
import { useProductLoad } from '../products/useProductLoad';
import { checkoutItemOfCourse, checkoutItemOfEbook, checkoutLoadOf, type CheckoutItem } from './checkoutItem';

/**
 * The item a checkout sells, by its kind and the id in the address (null: the address names none): loaded as
 * its own page loads it (useProductLoad, useCourseLoad), so an id that names nothing is told apart from a
 * failed load the same way.
 */
export function useCheckoutLoad(kind: CheckoutKind, id: number | null): ItemLoad<CheckoutItem> {
  const ebook = useProductLoad(kind === 'ebook' ? id : null);
  const course = useCourseLoad(kind === 'course' ? id : null);
  return kind === 'course' ? checkoutLoadOf(course, checkoutItemOfCourse) : checkoutLoadOf(ebook, checkoutItemOfEbook);
}
