import { createAction, createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { inReadingOrder, mergeAnnotation, sameChange, type Annotation } from './annotations';

/**
 * The signed-in reader's highlights, notes and bookmarks on this device, persisted with the learner's state
 * (docs/architecture.md#the-learners-state-joins-the-store-on-sign-in) so they show at once and offline, and are
 * made, changed and deleted offline. It records whose they are: another user's are dropped, never shown.
 * `unsent` lists the ones whose latest change the server has not confirmed yet (sent by annotationsSync.ts);
 * `refused` the ones the server refused for good, kept here and told, never silently lost.
 */
export interface AnnotationsState {
  userId: string | null;
  /** Every annotation known, deleted ones included (their tombstones), by id. */
  byId: Record<string, Annotation>;
  unsent: string[];
  refused: string[];
}

const initialState: AnnotationsState = { userId: null, byId: {}, unsent: [], refused: [] };

function ownedBy(state: AnnotationsState, userId: string): void {
  if (state.userId === userId) return;
  state.userId = userId;
  state.byId = {};
  state.unsent = [];
  state.refused = [];
}

const without = (ids: string[], id: string) => ids.filter((other) => other !== id);

export const annotationsSlice = createSlice({
  name: 'annotations',
  initialState,
  reducers: {
    /** The reader made, changed or deleted one on this device: it stands here, and is queued for the server. */
    annotationChanged(state, action: PayloadAction<{ userId: string; annotation: Annotation }>) {
      const { userId, annotation } = action.payload;
      ownedBy(state, userId);
      state.byId[annotation.id] = annotation;
      state.refused = without(state.refused, annotation.id);
      if (!state.unsent.includes(annotation.id)) state.unsent.push(annotation.id);
    },

    /** The server's copies arrived: each is merged with this device's (annotations.ts, mergeAnnotation). */
    serverAnnotationsReceived(state, action: PayloadAction<{ userId: string; annotations: Annotation[] }>) {
      const { userId, annotations } = action.payload;
      ownedBy(state, userId);
      for (const remote of annotations) {
        const local = state.byId[remote.id];
        const merged = local ? mergeAnnotation(local, remote) : remote;
        state.byId[remote.id] = merged;
        // A queued change that lost to a newer one has nothing left to tell the server.
        if (merged === remote) state.unsent = without(state.unsent, remote.id);
      }
    },

    /**
     * The server answered a save with the copy it holds (ours, its clock clamped, or a newer one from another
     * device). If nothing changed here meanwhile, the answer is taken as it is; else the newer change waiting here
     * stays queued.
     */
    annotationSaved(state, action: PayloadAction<{ userId: string; sent: Annotation; stored: Annotation }>) {
      const { userId, sent, stored } = action.payload;
      if (state.userId !== userId) return;
      const local = state.byId[sent.id];
      if (!local || sameChange(local, sent)) {
        state.byId[sent.id] = stored;
        state.unsent = without(state.unsent, sent.id);
      } else {
        state.byId[sent.id] = mergeAnnotation(local, stored);
      }
    },

    /**
     * The server refused a change for good: sending it again would be refused again. The copy stays on this device
     * (the reader is told, app/learnerState.ts), unless its book no longer exists.
     */
    annotationRefused(state, action: PayloadAction<{ userId: string; id: string; bookGone: boolean }>) {
      const { userId, id, bookGone } = action.payload;
      if (state.userId !== userId) return;
      state.unsent = without(state.unsent, id);
      if (bookGone) delete state.byId[id];
      else if (!state.refused.includes(id)) state.refused.push(id);
    },

    annotationsCleared() {
      return initialState;
    },
  },
});

export const { annotationChanged, serverAnnotationsReceived, annotationSaved, annotationRefused, annotationsCleared } =
  annotationsSlice.actions;

/** Send what is queued now (the network back, the page hidden or left, the learner's state restored). */
export const annotationsFlushRequested = createAction('annotations/flushRequested');

/** The reader's annotations; the empty state until the learner's state is in the store (app/learnerState.ts). */
export const selectAnnotations = (state: { annotations?: AnnotationsState }): AnnotationsState =>
  state.annotations ?? initialState;

const selectById = (state: { annotations?: AnnotationsState }) => selectAnnotations(state).byId;

/** One book's live highlights and bookmarks, in reading order. */
export const selectBookAnnotations = createSelector(
  [selectById, (_state: { annotations?: AnnotationsState }, productId: number) => productId],
  (byId, productId) => inReadingOrder(Object.values(byId).filter((annotation) => annotation.productId === productId)),
);
