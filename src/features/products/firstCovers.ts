import { preloadImage } from '../../lib/preloadImage';
import { selectProductById } from './productsSlice';

/**
 * The covers of the first `count` of these ebooks, downloaded as soon as the
 * ebooks are known rather than once their screen has rendered its cards: on a
 * phone, the first cover is the screen's largest paint. For a
 * route's first reads (app/routeReads.ts), before the screen's code has arrived.
 */
export const firstCoversPreloaded =
  (ids: readonly number[], count: number) =>
  (_dispatch: unknown, getState: () => Parameters<typeof selectProductById>[0]) => {
    for (const id of ids.slice(0, count)) preloadImage(selectProductById(getState(), id)?.image);
  };
