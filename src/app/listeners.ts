import { createListenerMiddleware } from '@reduxjs/toolkit';
import { sessionChanged } from '../features/auth/authSlice';
import { favouritesBelongToSomeoneElse, isUserSwitch } from '../features/auth/authUser';
import { favouritesCleared } from '../features/favourites/favouritesSlice';
import { api } from '../lib/api';
import type { AppDispatch, RootState } from './store';

/**
 * Side effects that follow actions (auth changes, clean-up of user-scoped
 * state). Features register their listeners with `startAppListening`.
 */
export const listenerMiddleware = createListenerMiddleware();
export const startAppListening = listenerMiddleware.startListening.withTypes<RootState, AppDispatch>();

// A different person now uses the app: nothing fetched for the previous one may show.
startAppListening({
  actionCreator: sessionChanged,
  effect: (action, { dispatch, getOriginalState }) => {
    if (!isUserSwitch(getOriginalState().auth, action.payload)) return;
    dispatch(api.util.resetApiState());
    dispatch(favouritesCleared());
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
