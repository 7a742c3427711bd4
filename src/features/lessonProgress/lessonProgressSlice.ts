import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { mergeLessonPositions, reachesCompletion, type LessonPosition } from './lessonProgress';

/**
 * The signed-in learner's places in lessons, persisted so a lesson resumes at once and offline, as
 * readingProgressSlice keeps pages. It records whose they are: another user's are dropped, never shown.
 * `unsent` lists the lessons whose latest position the server has not confirmed yet (made offline, or waiting
 * for the next save while the lesson plays); persisted too, so the queue survives a closed tab.
 */
export interface LessonProgressState {
  userId: string | null;
  /** The newest position of each lesson, wherever it was watched (keyed by lesson id). */
  positions: Record<string, LessonPosition>;
  unsent: number[];
}

const initialState: LessonProgressState = { userId: null, positions: {}, unsent: [] };

/** Makes the state the given user's, dropping anyone else's positions first. */
function ownedBy(state: LessonProgressState, userId: string): void {
  if (state.userId === userId) return;
  state.userId = userId;
  state.positions = {};
  state.unsent = [];
}

const sameMoment = (a: LessonPosition, b: LessonPosition) =>
  a.watchedAt === b.watchedAt && a.positionSeconds === b.positionSeconds;
const withoutLesson = (unsent: number[], lessonId: number) => unsent.filter((id) => id !== lessonId);

export const lessonProgressSlice = createSlice({
  name: 'lessonProgress',
  initialState,
  reducers: {
    /** The player reached a moment of a lesson on this device: it is the newest position, and queued for the server. */
    lessonPositionRecorded(state, action: PayloadAction<{ userId: string; position: LessonPosition }>) {
      const { userId, position } = action.payload;
      ownedBy(state, userId);
      const key = String(position.lessonId);
      const stored = state.positions[key];
      state.positions[key] = {
        ...position,
        courseId: position.courseId ?? stored?.courseId ?? null,
        // Completion is sticky: going back to watch a part again does not undo it.
        completed:
          position.completed ||
          (stored?.completed ?? false) ||
          reachesCompletion(position.positionSeconds, position.durationSeconds),
      };
      if (!state.unsent.includes(position.lessonId)) state.unsent.push(position.lessonId);
    },

    /** The server's positions arrived: each is merged with this device's by when it was reached. */
    serverLessonPositionsReceived: {
      reducer(state, action: PayloadAction<{ userId: string; positions: LessonPosition[]; now: number }>) {
        const { userId, positions, now } = action.payload;
        ownedBy(state, userId);
        for (const remote of positions) {
          const key = String(remote.lessonId);
          const local = state.positions[key];
          const merged = mergeLessonPositions(local, remote, now);
          state.positions[key] = merged;
          // A queued local position that lost has nothing left to tell the server, unless it completes the lesson.
          const stillNews = local && local.completed && !remote.completed;
          if (local && !sameMoment(merged, local) && !stillNews)
            state.unsent = withoutLesson(state.unsent, remote.lessonId);
        }
      },
      prepare: (payload: { userId: string; positions: LessonPosition[] }) => ({
        payload: { ...payload, now: Date.now() },
      }),
    },

    /**
     * The server answered a save with the position it now holds (ours, its clock clamped, or a newer one from
     * another device). If nothing was recorded meanwhile, the answer is taken as it is; otherwise the newer
     * position still waiting here is kept and stays queued.
     */
    lessonPositionSaved: {
      reducer(
        state,
        action: PayloadAction<{ userId: string; sent: LessonPosition; stored: LessonPosition; now: number }>,
      ) {
        const { userId, sent, stored, now } = action.payload;
        if (state.userId !== userId) return;
        const key = String(sent.lessonId);
        const local = state.positions[key];
        if (!local || sameMoment(local, sent)) {
          state.positions[key] = { ...stored, completed: stored.completed || (local?.completed ?? false) };
          state.unsent = withoutLesson(state.unsent, sent.lessonId);
        } else {
          state.positions[key] = mergeLessonPositions(local, stored, now);
        }
      },
      prepare: (payload: { userId: string; sent: LessonPosition; stored: LessonPosition }) => ({
        payload: { ...payload, now: Date.now() },
      }),
    },

    /**
     * The server refused a position for good (a premium lesson not owned, a lesson gone): keeping it queued
     * would retry for ever. A lesson gone from the catalogue loses its position too.
     */
    lessonPositionRefused(state, action: PayloadAction<{ userId: string; lessonId: number; lessonGone?: boolean }>) {
      const { userId, lessonId, lessonGone = false } = action.payload;
      if (state.userId !== userId) return;
      state.unsent = withoutLesson(state.unsent, lessonId);
      if (lessonGone) delete state.positions[String(lessonId)];
    },

    lessonProgressCleared() {
      return initialState;
    },
  },
});

export const {
  lessonPositionRecorded,
  serverLessonPositionsReceived,
  lessonPositionSaved,
  lessonPositionRefused,
  lessonProgressCleared,
} = lessonProgressSlice.actions;
/** The learner's lesson positions; the empty state until the learner's state is in the store (app/learnerState.ts). */
export const selectLessonProgress = (state: { lessonProgress?: LessonProgressState }): LessonProgressState =>
  state.lessonProgress ?? initialState;

/** Send what is queued now (paused, the page hidden or left, the network back, the lesson closed). */
export const lessonProgressFlushRequested = createAction('lessonProgress/flushRequested');
