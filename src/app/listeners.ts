import { createListenerMiddleware } from '@reduxjs/toolkit';
import { afterSignInHandled, sessionChanged } from '../features/auth/authSlice';
import { favouritesBelongToSomeoneElse, isUserSwitch } from '../features/auth/authUser';
import { favouritesApi } from '../features/favourites/favouritesApi';
import { favouritesCleared } from '../features/favourites/favouritesSlice';
import { ordersApi } from '../features/orders/ordersApi';
import { evictableProductIds, heldProductIds, PRODUCT_CACHE_SOFT_LIMIT } from '../features/products/heldProductIds';
import { productsEvicted, productsReceived } from '../features/products/productsSlice';
import { api } from '../lib/api';
import type { AppDispatch, RootState } from './store';

/**
 * Side effects that follow actions (auth changes, clean-up of user-scoped
 * state). Features register their listeners with `startAppListening`.
 */
export const listenerMiddleware = createListenerMiddleware();
export const startAppListening = listenerMiddleware.startListening.withTypes<RootState, AppDispatch>();

// A different person now uses the app: nothing fetched for the previous one may show.
// Then, once the cache is clean, what a visitor asked for before signing in is done.
startAppListening({
  actionCreator: sessionChanged,
  effect: (action, { dispatch, getOriginalState, getState }) => {
    if (isUserSwitch(getOriginalState().auth, action.payload)) {
      dispatch(api.util.resetApiState());
      dispatch(favouritesCleared());
    }
    const wanted = getState().auth.afterSignIn;
    if (!action.payload || !wanted) return;
    // Checkout needs navigation: the detail screen takes that one itself.
    if (wanted.type === 'checkout') return;
    dispatch(afterSignInHandled());
    if (wanted.type === 'favourite') void dispatch(favouritesApi.endpoints.addFavourite.initiate(wanted.productId));
    else void dispatch(ordersApi.endpoints.claimFreeEbook.initiate(wanted.productId));
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
