import { skipToken } from '@reduxjs/toolkit/query';
import { useAppSelector } from '../../app/hooks';
import type { LibraryTab } from '../../config/paths';
import { selectUser } from '../auth/authSlice';
import type { FavouriteList } from '../favourites/favourites';
import { useGetFavouritesQuery } from '../favourites/favouritesApi';
import type { OrderList } from '../orders/orders';
import { useGetOrdersQuery } from '../orders/ordersApi';
import { selectProductEntities } from '../products/productsSlice';
import { shelfFrom, type Shelf } from './libraryShelf';

const purchasedIds = (list: OrderList) => list.orders.map((order) => order.productId);
const favouriteIds = (list: FavouriteList) => list.favourites.map((favourite) => favourite.productId);

export interface LibraryShelfState {
  shelf: Shelf;
  retry: () => void;
  retrying: boolean;
}

/**
 * One library tab's books, from the signed-in reader's orders (Purchased) or
 * favourites (Favorites), each joined to its product in the products slice.
 * Both queries are subscribed whichever tab shows: a favourite's button needs
 * to know whether it is owned, and switching tabs should not wait.
 */
export function useLibraryShelf(tab: LibraryTab): LibraryShelfState {
  const user = useAppSelector(selectUser);
  const userId = user?.id ?? null;
  const signedIn = userId === null ? skipToken : undefined;
  // Loaded while offline (failed, or the worker's saved answer): asked again when the network is back,
  // so the tab does not stay on "could not be loaded" until Retry is pressed.
  const orders = useGetOrdersQuery(signedIn, { refetchOnReconnect: true });
  const favourites = useGetFavouritesQuery(signedIn, { refetchOnReconnect: true });
  const source = tab === 'purchased' ? orders : favourites;
  const shelf =
    tab === 'purchased' ? shelfFrom(orders, userId, purchasedIds) : shelfFrom(favourites, userId, favouriteIds);

  // A row whose product could not be joined (removed from the catalogue) has nothing to show: it is left out.
  const products = useAppSelector(selectProductEntities);
  return {
    shelf:
      shelf.status === 'ready'
        ? { status: 'ready', data: shelf.data.filter((id) => products[id] !== undefined) }
        : shelf,
    retry: () => void source.refetch(),
    retrying: source.isFetching,
  };
}
