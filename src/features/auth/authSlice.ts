import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

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
}

const initialState: AuthState = { status: 'unknown', user: null, loginModalOpen: false };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    sessionChanged(state, action: PayloadAction<SignedInUser | null>) {
      state.user = action.payload;
      state.status = action.payload ? 'signedIn' : 'signedOut';
      if (action.payload) state.loginModalOpen = false;
    },
    loginModalOpened(state) {
      state.loginModalOpen = true;
    },
    loginModalClosed(state) {
      state.loginModalOpen = false;
    },
  },
  selectors: {
    selectAuthStatus: (state) => state.status,
    selectUser: (state) => state.user,
    selectIsSignedIn: (state) => state.status === 'signedIn',
    selectLoginModalOpen: (state) => state.loginModalOpen,
  },
});

export const { sessionChanged, loginModalOpened, loginModalClosed } = authSlice.actions;
export const { selectAuthStatus, selectUser, selectIsSignedIn, selectLoginModalOpen } = authSlice.selectors;
