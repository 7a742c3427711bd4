import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { takeAfterSignInFromTrip } from '../features/auth/afterSignInTrip';
import {
  afterSignInHandled,
  afterSignInRestored,
  SESSION_ENDED_ELSEWHERE,
  sessionChanged,
} from '../features/auth/authSlice';
import { favouritesBelongToSomeoneElse, isUserSwitch, isVisitorSigningIn } from '../features/auth/authUser';
import { favouriteFailedMessage, favouritesApi } from '../features/favourites/favouritesApi';
import { favouritesCleared } from '../features/favourites/favouritesSlice';
import { offlineFailureMessage } from '../features/offline/offline';
import { browserIsOnline } from '../lib/online';
import { ordersApi } from '../features/orders/ordersApi';
import { evictableProductIds, heldProductIds, PRODUCT_CACHE_SOFT_LIMIT } from '../features/products/heldProductIds';
import { productsEvicted, productsReceived } from '../features/products/productsSlice';
import { toastRaised } from '../features/toasts/toastsSlice';
import { positionsBelongToSomeoneElse, readingProgressCleared } from '../features/readingProgress/readingProgressSlice';
import { registerReadingProgressSync } from '../features/readingProgress/readingProgressSyncLoader';
import { api, USER_SCOPED_TAGS } from '../lib/api';
import { learnerStateWanted } from './learner';
import type { AppDispatch, RootState } from './store';

/**
 * Side effects that follow actions (auth changes, clean-up of user-scoped
 * state). Features register their listeners with `startAppListening`.
 */
export const listenerMiddleware = createListenerMiddleware();
export const startAppListening = listenerMiddleware.startListening.withTypes<RootState, AppDispatch>();

// A different person now uses the app: nothing fetched for the previous one may show. A visitor signing in
// keeps the catalogue on screen (nobody's data): only what depends on who asks is dropped, and read again
// where a screen shows it. Then, once the cache is clean, what the visitor asked for before signing in is done.
startAppListening({
  actionCreator: sessionChanged,
  effect: (action, { dispatch, getOriginalState, getState }) => {
    const before = getOriginalState().auth;
    // Kept only for a trip to Google's sign-in, which a visitor takes: back from it signed in (the first answer
    // after start-up), what they had asked for is theirs again; any other answer (the trip abandoned) drops it.
    // A signed-in user's session changes (token refreshes) have nothing to look for.
    if (before.status !== 'signedIn') {
      const kept = takeAfterSignInFromTrip();
      if (kept && action.payload && before.status === 'unknown') dispatch(afterSignInRestored(kept));
    }
    // Signed out by another tab or device: said the moment this one notices, wherever the reader is.
    if (!before.endedElsewhere && getState().auth.endedElsewhere)
      dispatch(toastRaised('danger', SESSION_ENDED_ELSEWHERE));
    // Signed out: the offline copies of that reader's books and answers go too (their code is loaded then only,
    // so the first page does not carry it).
    const signedOutUser = before.user && !action.payload ? before.user.id : null;
    if (signedOutUser) {
      void import('../features/offlineBooks/offlineBookFiles').then(({ forgetOfflineDataOf }) =>
        forgetOfflineDataOf(signedOutUser, dispatch),
      );
    }
    if (isUserSwitch(before, action.payload)) {
      if (isVisitorSigningIn(before, action.payload)) dispatch(api.util.invalidateTags([...USER_SCOPED_TAGS]));
      else dispatch(api.util.resetApiState());
      dispatch(favouritesCleared());
      dispatch(readingProgressCleared());
    }
    const wanted = getState().auth.afterSignIn;
    if (!action.payload || !wanted) return;
    // Checkout needs navigation: the detail screen takes that one itself.
    if (wanted.type === 'checkout') return;
    dispatch(afterSignInHandled());
    if (wanted.type === 'favourite') {
      void dispatch(favouritesApi.endpoints.addFavourite.initiate({ kind: 'ebook', id: wanted.productId }));
    } else if (wanted.type === 'favouriteCourse') {
      void dispatch(favouritesApi.endpoints.addFavourite.initiate({ kind: 'course', id: wanted.courseId }));
    } else void dispatch(ordersApi.endpoints.claimFreeEbook.initiate(wanted.productId));
  },
});

// The persisted favourites cache is someone else's (it may be rehydrated before
// or after auth settles, so this watches the state rather than one action).
startAppListening({
  predicate: (_action, state) => favouritesBelongToSomeoneElse(state.auth, state.favourites.userId),
  effect: (_action, { dispatch }) => {
    dispatch(favouritesCleared());
  },
});

// The persisted reading positions are another signed-in user's: they go, unsent ones included.
startAppListening({
  predicate: (_action, state) => positionsBelongToSomeoneElse(state.auth, state.readingProgress.userId),
  effect: (_action, { dispatch }) => {
    dispatch(readingProgressCleared());
  },
});

// Reading positions are saved debounced, and queued ones are sent on sign-in and when asked to flush
// (the sync's code is loaded when it first has work).
registerReadingProgressSync(listenerMiddleware);

// Someone is signed in: the learner's state joins the store, restored from the device
// (docs/architecture.md#the-learners-state-joins-the-store-on-sign-in). A visitor never loads its code.
startAppListening({
  actionCreator: sessionChanged,
  effect: (action, { dispatch }) => {
    if (action.payload) void dispatch(learnerStateWanted());
  },
});

// The products slice stays bounded however far a list is scrolled: past a soft
// limit, products that no cached query refers to any more are let go.
startAppListening({
  actionCreator: productsReceived,
  effect: (_action, { dispatch, getState }) => {
    const state = getState();
    if (state.products.ids.length <= PRODUCT_CACHE_SOFT_LIMIT) return;
    const held = heldProductIds(state.api.queries);
    const unheld = evictableProductIds(state.products.ids, state.products.receivedAt, held, Date.now());
    if (unheld.length > 0) dispatch(productsEvicted(unheld));
  },
});

// A write that failed because the device is offline says so, instead of a generic failure or nothing.
startAppListening({
  predicate: (action) => offlineFailureMessage(action, browserIsOnline()) !== null,
  effect: (action, { dispatch }) => {
    const message = offlineFailureMessage(action, browserIsOnline());
    if (message) dispatch(toastRaised('danger', message));
  },
});

// A favourite the server refused has gone back (favouritesApi); the reader is told, whichever press it was.
const { addFavourite, removeFavourite } = favouritesApi.endpoints;
startAppListening({
  matcher: isAnyOf(addFavourite.matchRejected, removeFavourite.matchRejected),
  effect: (action, { dispatch }) => {
    if (!addFavourite.matchRejected(action) && !removeFavourite.matchRejected(action)) return;
    const change = addFavourite.matchRejected(action) ? 'add' : 'remove';
    dispatch(toastRaised('danger', favouriteFailedMessage(change, action.meta.arg.originalArgs.kind)));
  },
});
