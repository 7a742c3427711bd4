import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';

/** The signed-in user as screens need it; tokens stay inside supabase-js and never enter the store. */
export interface SignedInUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  avatarUrl: string | null;
}

export interface AuthState {
  /** 'unknown' until supabase-js has said whether a session exists. */
  status: 'unknown' | 'signedIn' | 'signedOut';
  user: SignedInUser | null;
  /** Whether the login modal is open, and why (e.g. a guarded link was clicked). */
  loginModalOpen: boolean;
  /** What a visitor asked for when the login modal opened, done once they are signed in. */
  afterSignIn: AfterSignIn | null;
  /** True while this device's own Logout (or "Sign out on all devices") runs. */
  signingOut: boolean;
  /**
   * The session ended without this device asking: in another tab, on another device ("Sign out on all devices",
   * a new password), or the account is gone. The screens say so until someone signs in again.
   */
  endedElsewhere: boolean;
}

/**
 * What a visitor wanted when they were asked to sign in (docs/product.md#who-may-do-what: the
 * heart, Buy Now and Get Ebook open the login modal). Plain data, so the store
 * stays serialisable; app/listeners.ts carries it out after sign-in, except
 * `checkout`, which needs navigation and is taken by the detail screen.
 */
export type AfterSignIn =
  | { type: 'favourite'; productId: number }
  | { type: 'favouriteCourse'; courseId: number }
  | { type: 'getEbook'; productId: number }
  | { type: 'checkout'; productId: number };

const initialState: AuthState = {
  status: 'unknown',
  user: null,
  loginModalOpen: false,
  afterSignIn: null,
  signingOut: false,
  endedElsewhere: false,
};

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    sessionChanged(state, action: PayloadAction<SignedInUser | null>) {
      state.endedElsewhere =
        action.payload === null && (state.endedElsewhere || (state.user !== null && !state.signingOut));
      if (action.payload) state.signingOut = false;
      state.user = action.payload;
      state.status = action.payload ? 'signedIn' : 'signedOut';
      if (action.payload) state.loginModalOpen = false;
    },
    signOutStarted(state) {
      state.signingOut = true;
    },
    signOutFailed(state) {
      state.signingOut = false;
    },
    loginModalOpened: {
      reducer(state, action: PayloadAction<AfterSignIn | null>) {
        state.loginModalOpen = true;
        state.afterSignIn = action.payload;
      },
      prepare: (afterSignIn?: AfterSignIn) => ({ payload: afterSignIn ?? null }),
    },
    /** The visitor closed the modal without signing in: what they asked for is dropped. */
    loginModalClosed(state) {
      state.loginModalOpen = false;
      state.afterSignIn = null;
    },
    afterSignInHandled(state) {
      state.afterSignIn = null;
    },
    /** What the visitor asked for before leaving for Google's sign-in, back with them (afterSignInTrip.ts). */
    afterSignInRestored(state, action: PayloadAction<AfterSignIn>) {
      state.afterSignIn = action.payload;
    },
  },
  selectors: {
    selectAuthStatus: (state) => state.status,
    selectUser: (state) => state.user,
    selectIsSignedIn: (state) => state.status === 'signedIn',
    selectLoginModalOpen: (state) => state.loginModalOpen,
    selectAfterSignIn: (state) => state.afterSignIn,
    selectSessionEndedElsewhere: (state) => state.endedElsewhere,
  },
});

export const {
  sessionChanged,
  signOutStarted,
  signOutFailed,
  loginModalOpened,
  loginModalClosed,
  afterSignInHandled,
  afterSignInRestored,
} = authSlice.actions;
/** For a session change: whether someone is signed in after it; undefined for any other action (lib/queueSync.ts). */
export const signedInBy = (action: UnknownAction): boolean | undefined =>
  sessionChanged.match(action) ? action.payload !== null : undefined;

export const {
  selectAuthStatus,
  selectUser,
  selectIsSignedIn,
  selectLoginModalOpen,
  selectAfterSignIn,
  selectSessionEndedElsewhere,
} = authSlice.selectors;

/** What the screens say when the session ended without this device asking. */
export const SESSION_ENDED_ELSEWHERE =
  'You were signed out: your session was ended in another tab or on another device ("Sign out on all devices", or a new password). Sign in again to continue.';
