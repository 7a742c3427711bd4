import { UNIQUE_VIOLATION, type ApiError } from '../../lib/apiError';
import { api, type MutationStarted } from '../../lib/api';
import { createKeyedQueue } from '../../lib/keyedQueue';
import { supabase } from '../../lib/supabase';
import { fromSupabase } from '../../lib/supabaseResult';
import { selectUser, type AuthState } from '../auth/authSlice';
import {
  pendingFavourite,
  toFavourite,
  toFavouriteList,
  withFavourite,
  withoutFavourite,
  type Favourite,
  type FavouriteList,
} from './favourites';
import { favouriteCached, favouritesLoaded, selectFavouritesCache, type FavouritesCacheState } from './favouritesSlice';
import { sessionUserId } from '../../lib/sessionUserId';
import { fetchOwnRowsWithProducts } from '../products/fetchOwnRowsWithProducts';

/**
 * The danger alert of a refused toggle (docs/product.md#failures-are-visible): the heart goes back, and the
 * reader is told why (app/listeners.ts, whichever press it was: the heart, or a visitor's once signed in).
 */
export const FAVOURITE_FAILED = {
  add: 'Could not add this ebook to your favourites. Please try again.',
  remove: 'Could not remove this ebook from your favourites. Please try again.',
} as const;

/** The parts of the store the favourite toggles read while they run. */
interface ToggleState {
  auth: AuthState;
  favourites: FavouritesCacheState;
}

/**
 * A product's toggles reach the server in the order they were made: a quick
 * add-then-remove would otherwise race, and a remove that overtook its add
 * would leave the favourite stored while the heart shows it gone.
 */
const oneToggleAtATime = createKeyedQueue<number>();

const notSignedIn: ApiError = { status: 401, code: 'not_signed_in', message: 'Sign in to keep favourites' };

/**
 * The optimistic part of a favourite toggle (adding one, or removing it): shows
 * the change in the favourites list and the persisted cache at once, and puts
 * both back as they were if the server refuses it (the reader is told by
 * app/listeners.ts).
 */
const toggleOptimistically =
  (favourite: boolean): MutationStarted<Favourite | null, number> =>
  async (productId, { dispatch, getState, queryFulfilled }) => {
    // The API knows its own part of the store; the slices it reads besides are the app's.
    const state = getState() as ReturnType<typeof getState> & ToggleState;
    const userId = selectUser(state)?.id ?? null;
    const cache = selectFavouritesCache(state);
    const wasFavourite = cache.userId === userId && cache.productIds.includes(productId);
    // This product's entry before the toggle, to put back exactly that if the server refuses.
    let previous: Favourite | undefined;
    // Whether a loaded list took the change; while the list is still on its way there is nothing to patch.
    let listPatched = false;
    dispatch(
      favouritesApi.util.updateQueryData('getFavourites', undefined, (draft) => {
        listPatched = true;
        const listed = draft.favourites.find((item) => item.productId === productId);
        // A plain copy: the draft itself is gone once this recipe returns.
        previous = listed && { ...listed };
        draft.favourites = favourite
          ? withFavourite(draft.favourites, pendingFavourite(productId))
          : withoutFavourite(draft.favourites, productId);
      }),
    );
    if (userId) dispatch(favouriteCached({ userId, productId, favourite }));
    try {
      const { data: stored } = await queryFulfilled;
      const listLoading = favouritesApi.endpoints.getFavourites.select()(getState()).isLoading;
      // The server's row (its real id and time) takes the place of the pending one.
      if (stored) {
        dispatch(
          favouritesApi.util.updateQueryData('getFavourites', undefined, (draft) => {
            draft.favourites = draft.favourites.map((item) => (item.productId === productId ? stored : item));
          }),
        );
      }
      // A list read before this change was stored (it was loading when the heart was pressed, as just
      // after sign-in or as the app opens) would answer without it and empty the heart: read the list again
      // after it — and after this product's later toggles too (a quick add, then remove): a read between them
      // would answer with the add and fill the heart the remove had emptied (an e2e run caught it).
      if (!listPatched || listLoading) {
        await oneToggleAtATime.idle(productId);
        dispatch(favouritesApi.util.invalidateTags([{ type: 'Favourite', id: 'LIST' }]));
      }
    } catch {
      // Undo this product only: other toggles made meanwhile keep their own outcome.
      dispatch(
        favouritesApi.util.updateQueryData('getFavourites', undefined, (draft) => {
          draft.favourites = previous
            ? withFavourite(draft.favourites, previous)
            : withoutFavourite(draft.favourites, productId);
        }),
      );
      if (userId) dispatch(favouriteCached({ userId, productId, favourite: wasFavourite }));
    }
  };

/**
 * The signed-in reader's favourites. Adding and removing are optimistic (the
 * heart fills at once) and undone if the server refuses; the persisted
 * favourites cache follows every change, so hearts are right after a reload.
 * The toggles invalidate no tag: the patched list already says what the server
 * holds, and a refetch racing a second quick toggle would flash a stale heart.
 */
export const favouritesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Newest first, each with its product; a visitor gets an empty list without a call (docs/product.md#messages). */
    getFavourites: build.query<FavouriteList, void>({
      queryFn: async (_arg, { dispatch }) => {
        const userId = await sessionUserId();
        if (!userId) return { data: { userId: null, favourites: [] } };
        const rows = await fetchOwnRowsWithProducts('Favorites', userId, dispatch);
        return rows.error ? rows : { data: toFavouriteList(userId, rows.data) };
      },
      providesTags: (result) => [
        { type: 'Favourite', id: 'LIST' },
        ...(result?.favourites ?? []).map((item) => ({ type: 'Favourite' as const, id: item.productId })),
      ],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data.userId) {
            const productIds = data.favourites.map((item) => item.productId);
            dispatch(favouritesLoaded({ userId: data.userId, productIds }));
          }
        } catch {
          // A failed load leaves the cache as it was; the error is in the query's state.
        }
      },
    }),

    /**
     * Favourites a product as the signed-in user (the database fills in who).
     * Adding one that is already a favourite succeeds with the stored row.
     */
    addFavourite: build.mutation<Favourite, number>({
      queryFn: (productId) =>
        oneToggleAtATime(productId, async () => {
          const inserted = await fromSupabase(
            () => supabase().from('Favorites').insert({ product_id: productId }).select('*').single(),
            toFavourite,
          );
          if (inserted.error?.code !== UNIQUE_VIOLATION) return inserted;
          return fromSupabase(
            () => supabase().from('Favorites').select('*').eq('product_id', productId).single(),
            toFavourite,
          );
        }),
      onQueryStarted: toggleOptimistically(true),
    }),

    /**
     * Removes a product from the signed-in user's favourites. Without a session
     * it is refused here: the database would quietly match no row.
     */
    removeFavourite: build.mutation<null, number>({
      queryFn: (productId) =>
        oneToggleAtATime(productId, async () => {
          const userId = await sessionUserId();
          if (!userId) return { error: notSignedIn };
          return fromSupabase(
            () => supabase().from('Favorites').delete().eq('user_id', userId).eq('product_id', productId),
            () => null,
          );
        }),
      onQueryStarted: toggleOptimistically(false),
    }),
  }),
});

export const { useGetFavouritesQuery, useAddFavouriteMutation, useRemoveFavouriteMutation } = favouritesApi;
