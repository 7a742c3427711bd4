import { createAppSelector } from '../../app/hooks';
import { selectUser } from '../auth/authSlice';
import { selectFavouritesCache } from './favouritesSlice';

/**
 * Whether the signed-in reader has favourited the product (the filled heart).
 * Read from the persisted cache, which every fetch and toggle keeps in step,
 * so it is right at once after a reload and offline. A visitor, or a cache
 * left by another user, favourites nothing.
 */
export const selectIsFavourite = createAppSelector(
  [selectFavouritesCache, selectUser, (_state, productId: number) => productId],
  (cache, user, productId) => user !== null && cache.userId === user.id && cache.productIds.includes(productId),
);

/** The signed-in reader's favourite product ids, newest first (empty for a visitor or another user's cache). */
export const selectFavouriteProductIds = createAppSelector([selectFavouritesCache, selectUser], (cache, user) =>
  user !== null && cache.userId === user.id ? cache.productIds : [],
);
