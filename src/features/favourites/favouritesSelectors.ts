import { createAppSelector } from '../../app/hooks';
import type { SubjectKind } from '../../types/subject';
import { selectUser } from '../auth/authSlice';
import { CACHED_IDS, selectFavouritesCache } from './favouritesSlice';

/**
 * Whether the signed-in reader has favourited the ebook or course (the filled heart).
 * Read from the persisted cache, which every fetch and toggle keeps in step,
 * so it is right at once after a reload and offline. A visitor, or a cache
 * left by another user, favourites nothing.
 */
export const selectIsFavourite = createAppSelector(
  [selectFavouritesCache, selectUser, (_state, kind: SubjectKind) => kind, (_state, _kind, id: number) => id],
  (cache, user, kind, id) => user !== null && cache.userId === user.id && cache[CACHED_IDS[kind]].includes(id),
);

/** The signed-in reader's favourite ids of one kind, newest first (empty for a visitor or another user's cache). */
export const selectFavouriteIds = createAppSelector(
  [selectFavouritesCache, selectUser, (_state, kind: SubjectKind) => kind],
  (cache, user, kind) => (user !== null && cache.userId === user.id ? cache[CACHED_IDS[kind]] : []),
);
