import { skipToken } from '@reduxjs/toolkit/query';
import { useAppSelector } from '../../app/hooks';
import type { LibraryTab } from '../../config/paths';
import { selectUser } from '../auth/authSlice';
import type { FavouriteList } from '../favourites/favourites';
import { useGetFavouritesQuery } from '../favourites/favouritesApi';
import type { CourseOrderList } from '../courses/courses';
import { useGetCourseOrdersQuery } from '../courses/coursesApi';
import type { OrderList } from '../orders/orders';
import { useGetOrdersQuery } from '../orders/ordersApi';
import { selectProductEntities } from '../products/productsSlice';
import { selectVideoEntities } from '../videos/videosSlice';
import { joinedShelves, shelfFrom, type Shelf } from './libraryShelf';

const purchasedIds = (list: OrderList) => list.orders.map((order) => order.productId);
const favouriteIds = (list: FavouriteList) => list.favourites.map((favourite) => favourite.itemId);
const courseIds = (list: CourseOrderList) => list.orders.map((order) => order.courseId);

export interface LibraryShelfState {
  shelf: Shelf;
  retry: () => void;
  retrying: boolean;
}

/**
 * One library tab's items, from the signed-in reader's orders (Purchased), favourites (Favorites) or course
 * orders and favourite courses (Videos: owned first, then favourites, each once; newest first), each joined to
 * its product or course in its slice. Every list is subscribed
 * whichever tab shows: a favourite's button needs to know whether it is owned, and switching tabs should not wait.
 */
export function useLibraryShelf(tab: LibraryTab): LibraryShelfState {
  const user = useAppSelector(selectUser);
  const userId = user?.id ?? null;
  const signedIn = userId === null ? skipToken : undefined;
  // Loaded while offline (failed, or the worker's saved answer): asked again when the network is back,
  // so the tab does not stay on "could not be loaded" until Retry is pressed.
  const orders = useGetOrdersQuery(signedIn, { refetchOnReconnect: true });
  const favourites = useGetFavouritesQuery(signedIn ?? 'ebook', { refetchOnReconnect: true });
  const courseOrders = useGetCourseOrdersQuery(signedIn, { refetchOnReconnect: true });
  const courseFavourites = useGetFavouritesQuery(signedIn ?? 'course', { refetchOnReconnect: true });
  const products = useAppSelector(selectProductEntities);
  const videos = useAppSelector(selectVideoEntities);

  const { sources, shelf, known } =
    tab === 'videos'
      ? {
          sources: [courseOrders, courseFavourites],
          shelf: joinedShelves(
            shelfFrom(courseOrders, userId, courseIds),
            shelfFrom(courseFavourites, userId, favouriteIds),
          ),
          known: videos,
        }
      : tab === 'favorites'
        ? { sources: [favourites], shelf: shelfFrom(favourites, userId, favouriteIds), known: products }
        : { sources: [orders], shelf: shelfFrom(orders, userId, purchasedIds), known: products };

  // A row whose item could not be joined (removed from the catalogue) has nothing to show: it is left out.
  return {
    shelf:
      shelf.status === 'ready' ? { status: 'ready', data: shelf.data.filter((id) => known[id] !== undefined) } : shelf,
    retry: () => sources.forEach((source) => void source.refetch()),
    retrying: sources.some((source) => source.isFetching),
  };
}
