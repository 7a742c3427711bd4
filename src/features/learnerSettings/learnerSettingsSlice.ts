import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LearnerSettings } from './learnerSettings';

/**
 * The signed-in learner's settings on this device, persisted so the player starts with them offline. `unsent`
 * says a change made here has not reached the server yet: until it has, the device's settings stand against the
 * server's answers; once it has, the server's are taken, so a change made on another device shows here on the
 * next read.
 */
export interface LearnerSettingsState {
  userId: string | null;
  settings: LearnerSettings | null;
  unsent: boolean;
}

const initialState: LearnerSettingsState = { userId: null, settings: null, unsent: false };

const sameSettings = (a: LearnerSettings, b: LearnerSettings) =>
  a.playbackRate === b.playbackRate &&
  a.captionsOn === b.captionsOn &&
  a.weeklyGoalMinutes === b.weeklyGoalMinutes &&
  a.readingMode === b.readingMode;

export const learnerSettingsSlice = createSlice({
  name: 'learnerSettings',
  initialState,
  reducers: {
    /** The learner changed a setting here: it applies at once, and waits to be sent. */
    learnerSettingsChanged(state, action: PayloadAction<{ userId: string; settings: LearnerSettings }>) {
      const { userId, settings } = action.payload;
      return { userId, settings, unsent: true };
    },
    /** The server's settings (null: none saved yet, the defaults apply) arrived. */
    serverLearnerSettingsReceived(state, action: PayloadAction<{ userId: string; settings: LearnerSettings | null }>) {
      const { userId, settings } = action.payload;
      if (state.userId === userId && state.unsent) return;
      return { userId, settings, unsent: false };
    },
    /** The server has these settings: if nothing changed meanwhile, nothing waits any more. */
    learnerSettingsSaved(state, action: PayloadAction<{ userId: string; sent: LearnerSettings }>) {
      const { userId, sent } = action.payload;
      if (state.userId === userId && state.settings && sameSettings(state.settings, sent)) state.unsent = false;
    },
    learnerSettingsCleared() {
      return initialState;
    },
  },
});

export const { learnerSettingsChanged, serverLearnerSettingsReceived, learnerSettingsSaved, learnerSettingsCleared } =
  learnerSettingsSlice.actions;
/** The learner's settings; the empty state until the learner's state is in the store (app/learnerState.ts). */
export const selectLearnerSettingsState = (state: { learnerSettings?: LearnerSettingsState }): LearnerSettingsState =>
  state.learnerSettings ?? initialState;
