import { paths } from '../config/paths';
import { categoriesApi } from '../features/categories/categoriesApi';
import { productsApi } from '../features/products/productsApi';
import type { AppDispatch } from './store';

/**
 * When the app opens on Home, asks for Home's code and its first data as the
 * entry runs, side by side, instead of one after the other: otherwise the
 * screen's chunk is asked for only once the router first renders, and its data
 * only once that chunk has arrived and rendered, and the first cover (a phone's
 * largest paint) waited for all three (Lighthouse, #9). The screen's own queries
 * then find the answers already on their way; a prefetch holds no subscription,
 * so the cache forgets them as it forgets any other unused answer.
 */
export function preloadFirstScreen(dispatch: AppDispatch, pathname: string) {
  if (pathname !== paths.home.path) return;
  void import('./routes/HomePage');
  dispatch(productsApi.util.prefetch('getRecentlyAdded', undefined, {}));
  dispatch(productsApi.util.prefetch('getHomeCategories', undefined, {}));
  dispatch(categoriesApi.util.prefetch('getCategories', undefined, {}));
}
