import * as learnerState from '../app/learnerState';
import type { RootState } from '../app/store';

/**
 * A test store's learner state, as the app has it: there from the start when someone is signed in (the app adds it
 * at sign-in, app/learnerState.ts); for a visitor, added only if someone signs in during the test.
 */
export const learnerStateFor = (preloadedState: Partial<RootState> | undefined) =>
  preloadedState?.auth?.status === 'signedIn' ? learnerState : undefined;
