import { createListenerMiddleware } from '@reduxjs/toolkit';

/**
 * Side effects that follow actions (auth changes, clean-up of user-scoped
 * state). Features register their listeners with `startAppListening`.
 */
export const listenerMiddleware = createListenerMiddleware();
export const startAppListening = listenerMiddleware.startListening;
