import type { SupabaseClient } from '@supabase/supabase-js';
import { UNIQUE_VIOLATION, type ApiError } from '../../lib/apiError';
import { api, type MutationStarted } from '../../lib/api';
import { createKeyedQueue } from '../../lib/keyedQueue';
import { supabase } from '../../lib/supabase';
import { fromSupabase } from '../../lib/supabaseResult';
import type { Subject, SubjectKind } from '../../types/subject';
import { selectUser, type AuthState } from '../auth/authSlice';
import {
  FAVOURITE_TABLES,
  pendingFavourite,
  toFavourite,
  toFavouriteList,
  withFavourite,
  withoutFavourite,
  type Favourite,
  type FavouriteList,
} from './favourites';
import { fetchOwnFavourites } from './fetchOwnFavourites';
import {
  CACHED_IDS,
  favouriteCached,
  favouritesLoaded,
  selectFavouritesCache,
  type FavouritesCacheState,
} from './favouritesSlice';
import { sessionUserId } from '../../lib/sessionUserId';

/**
 * The danger alert of a refused toggle (docs/product.md#failures-are-visible): the heart goes back, and the
 * reader is told why (app/listeners.ts, whichever press it was: the heart, or a visitor's once signed in).
 */
export const favouriteFailedMessage = (change: 'add' | 'remove', kind: SubjectKind): string =>
  change === 'add'
    ? `Could not add this ${kind} to your favourites. Please try again.`
    : `Could not remove this ${kind} from your favourites. Please try again.`;

/** The parts of the store the favourite toggles read while they run. */
interface ToggleState {
  auth: AuthState;
  favourites: FavouritesCacheState;
}

/**
 * An item's toggles reach the server in the order they were made: a quick
 * add-then-remove would otherwise race, and a remove that overtook its add
 * would leave the favourite stored while the heart shows it gone.
 */
const oneToggleAtATime = createKeyedQueue<string>();
const toggleKey = ({ kind, id }: Subject) => `${kind}:${id}`;

/** The tag of one kind's list: a sign-in, a sign-out or a toggle made while it loaded reads it again. */
const listTag = (kind: SubjectKind) => `LIST:${kind}`;

/** supabase-js cannot type a call over a union of tables; the rows are typed again by toFavourite. */
const untypedClient = () => supabase() as unknown as SupabaseClient;

const notSignedIn: ApiError = { status: 401, code: 'not_signed_in', message: 'Sign in to keep favourites' };

/**
 * The optimistic part of a favourite toggle (adding one, or removing it): shows
 * the change in the favourites list and the persisted cache at once, and puts
 * both back as they were if the server refuses it (the reader is told by
 * app/listeners.ts).
 */
const toggleOptimistically =
  (favourite: boolean): MutationStarted<Favourite | null, Subject> =>
  async (subject, { dispatch, getState, queryFulfilled }) => {
    const { kind, id: itemId } = subject;
    // The API knows its own part of the store; the slices it reads besides are the app's.
    const state = getState() as ReturnType<typeof getState> & ToggleState;
    const userId = selectUser(state)?.id ?? null;
    const cache = selectFavouritesCache(state);
    const wasFavourite = cache.userId === userId && cache[CACHED_IDS[kind]].includes(itemId);
    // This item's entry before the toggle, to put back exactly that if the server refuses.
    let previous: Favourite | undefined;
    // Whether a loaded list took the change; while the list is still on its way there is nothing to patch.
    let listPatched = false;
    dispatch(
      favouritesApi.util.updateQueryData('getFavourites', kind, (draft) => {
        listPatched = true;
        const listed = draft.favourites.find((item) => item.itemId === itemId);
        // A plain copy: the draft itself is gone once this recipe returns.
        previous = listed && { ...listed };
        draft.favourites = favourite
          ? withFavourite(draft.favourites, pendingFavourite(itemId))
          : withoutFavourite(draft.favourites, itemId);
      }),
    );
    if (userId) dispatch(favouriteCached({ userId, subject, favourite }));
    try {
      const { data: stored } = await queryFulfilled;
      const listLoading = favouritesApi.endpoints.getFavourites.select(kind)(getState()).isLoading;
      // The server's row (its real id and time) takes the place of the pending one.
      if (stored) {
        dispatch(
          favouritesApi.util.updateQueryData('getFavourites', kind, (draft) => {
            draft.favourites = draft.favourites.map((item) => (item.itemId === itemId ? stored : item));
          }),
        );
      }
      // A list read before this change was stored (it was loading when the heart was pressed, as just
      // after sign-in or as the app opens) would answer without it and empty the heart: read the list again
      // after it — and after this item's later toggles too (a quick add, then remove): a read between them
      // would answer with the add and fill the heart the remove had emptied (an e2e run caught it).
      if (!listPatched || listLoading) {
        await oneToggleAtATime.idle(toggleKey(subject));
        dispatch(favouritesApi.util.invalidateTags([{ type: 'Favourite', id: listTag(kind) }]));
      }
    } catch {
      // Undo this item only: other toggles made meanwhile keep their own outcome.
      dispatch(
        favouritesApi.util.updateQueryData('getFavourites', kind, (draft) => {
          draft.favourites = previous
            ? withFavourite(draft.favourites, previous)
            : withoutFavourite(draft.favourites, itemId);
        }),
      );
      if (userId) dispatch(favouriteCached({ userId, subject, favourite: wasFavourite }));
    }
  };

/**
 * The signed-in reader's favourites, ebooks and courses alike (each list and toggle takes the kind). Adding and
 * removing are optimistic (the heart fills at once) and undone if the server refuses; the persisted
 * favourites cache follows every change, so hearts are right after a reload.
 * The toggles invalidate no tag: the patched list already says what the server
 * holds, and a refetch racing a second quick toggle would flash a stale heart.
 */
export const favouritesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Newest first, each with its ebook or course; a visitor gets an empty list without a call (docs/product.md#messages). */
    getFavourites: build.query<FavouriteList, SubjectKind>({
      queryFn: async (kind, { dispatch }) => {
        const userId = await sessionUserId();
        if (!userId) return { data: { userId: null, favourites: [] } };
        const rows = await fetchOwnFavourites(kind, userId, dispatch);
        return rows.error ? rows : { data: toFavouriteList(userId, rows.data) };
      },
      providesTags: (result, _error, kind) => [
        { type: 'Favourite', id: listTag(kind) },
        ...(result?.favourites ?? []).map((item) => ({ type: 'Favourite' as const, id: `${kind}:${item.itemId}` })),
      ],
      async onQueryStarted(kind, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data.userId) {
            const ids = data.favourites.map((item) => item.itemId);
            dispatch(favouritesLoaded({ userId: data.userId, kind, ids }));
          }
        } catch {
          // A failed load leaves the cache as it was; the error is in the query's state.
        }
      },
    }),

    /**
     * Favourites an ebook or a course as the signed-in user (the database fills in who).
     * Adding one that is already a favourite succeeds with the stored row.
     */
    addFavourite: build.mutation<Favourite, Subject>({
      queryFn: (subject) =>
        oneToggleAtATime(toggleKey(subject), async () => {
          const { table, column } = FAVOURITE_TABLES[subject.kind];
          const inserted = await fromSupabase(
            () =>
              untypedClient()
                .from(table)
                .insert({ [column]: subject.id } as never)
                .select('*')
                .single(),
            toFavourite,
          );
          if (inserted.error?.code !== UNIQUE_VIOLATION) return inserted;
          return fromSupabase(
            () => untypedClient().from(table).select('*').eq(column, subject.id).single(),
            toFavourite,
          );
        }),
      onQueryStarted: toggleOptimistically(true),
    }),

    /**
     * Removes an ebook or a course from the signed-in user's favourites. Without a session
     * it is refused here: the database would quietly match no row.
     */
    removeFavourite: build.mutation<null, Subject>({
      queryFn: (subject) =>
        oneToggleAtATime(toggleKey(subject), async () => {
          const userId = await sessionUserId();
          if (!userId) return { error: notSignedIn };
          const { table, column } = FAVOURITE_TABLES[subject.kind];
          return fromSupabase(
            () => untypedClient().from(table).delete().eq('user_id', userId).eq(column, subject.id),
            () => null,
          );
        }),
      onQueryStarted: toggleOptimistically(false),
    }),
  }),
});

export const { useGetFavouritesQuery, useAddFavouriteMutation, useRemoveFavouriteMutation } = favouritesApi;
