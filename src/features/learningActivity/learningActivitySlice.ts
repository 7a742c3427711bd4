import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { minutesOfActivity, withMinutes, type LearningKind } from './learningActivity';

/**
 * The minutes of reading and watching recorded on this device and not yet sent, per kind, persisted so an offline
 * session counts once it syncs (docs/product.md#learning-minutes-are-counted-once). It records whose they are:
 * another user's are dropped, never sent as someone else's. `lastAt` is each kind's last activity (ms), from which
 * the next one counts the minutes in between.
 */
export interface LearningActivityState {
  userId: string | null;
  unsent: Record<LearningKind, string[]>;
  lastAt: Record<LearningKind, number | null>;
}

const initialState: LearningActivityState = {
  userId: null,
  unsent: { read: [], watch: [] },
  lastAt: { read: null, watch: null },
};

export const learningActivitySlice = createSlice({
  name: 'learningActivity',
  initialState,
  reducers: {
    /** The learner was active (a page turned, playback advancing) at `at`: its minutes are queued, each once. */
    learningActive(state, action: PayloadAction<{ userId: string; kind: LearningKind; at: number }>) {
      const { userId, kind, at } = action.payload;
      if (state.userId !== userId) {
        state.userId = userId;
        state.unsent = { read: [], watch: [] };
        state.lastAt = { read: null, watch: null };
      }
      state.unsent[kind] = withMinutes(state.unsent[kind], minutesOfActivity(state.lastAt[kind], at));
      state.lastAt[kind] = at;
    },
    /** The server has these minutes (or refused them for good): they leave the queue. */
    learningMinutesSent(state, action: PayloadAction<{ userId: string; kind: LearningKind; minutes: string[] }>) {
      const { userId, kind, minutes } = action.payload;
      if (state.userId !== userId) return;
      const sent = new Set(minutes);
      state.unsent[kind] = state.unsent[kind].filter((minute) => !sent.has(minute));
    },
    learningActivityCleared() {
      return initialState;
    },
  },
});

export const { learningActive, learningMinutesSent, learningActivityCleared } = learningActivitySlice.actions;
/** The minutes waiting to be sent; the empty state until the learner's state is in the store (app/learnerState.ts). */
export const selectLearningActivity = (state: { learningActivity?: LearningActivityState }): LearningActivityState =>
  state.learningActivity ?? initialState;

/** Send the queued minutes now (the page hidden or left, the network back, the streak card shown). */
export const learningMinutesFlushRequested = createAction('learningActivity/flushRequested');
