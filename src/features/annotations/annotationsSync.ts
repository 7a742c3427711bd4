import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { api } from '../../lib/api';
import { answerOnce, sendingInTurn, unsentOwnedBy, type PositionQueue } from '../../lib/positionQueue';
import { loadedSync } from '../../lib/queueSync';
import type { AuthState } from '../auth/authSlice';
import type { Annotation } from './annotations';
import { annotationsApi } from './annotationsApi';
import { annotationRefused, annotationSaved, selectAnnotations, type AnnotationsState } from './annotationsSlice';
import { annotationsTriggers } from './annotationsSyncLoader';

/**
 * Sending highlights, notes and bookmarks to the server, in listener middleware as positions are
 * (features/lessonProgress/lessonProgressSync.ts): the queue is sent whatever screen is open, one change at a
 * time, and what fails for want of a network waits for the next flush (the network back, the page hidden).
 */

interface SyncState {
  api: ReturnType<typeof api.reducer>;
  auth: AuthState;
  annotations?: AnnotationsState;
}
type SyncDispatch = ThunkDispatch<SyncState, unknown, UnknownAction>;

/** A change is sent this long after the last one, so choosing a colour, then writing a note, is one save. */
const SEND_AFTER_MS = 1000;

/** The reader's queue (annotationsSlice's `unsent`), as lib/positionQueue.ts sends it. */
function annotationsQueue(getState: () => SyncState, dispatch: SyncDispatch): PositionQueue<Annotation, string> | null {
  const userId = getState().auth.user?.id;
  if (!userId) return null;
  return {
    waiting: () => unsentOwnedBy(userId, selectAnnotations(getState()), getState().auth.user?.id),
    positionOf: (id) => selectAnnotations(getState()).byId[id],
    save: (annotation) => answerOnce(dispatch(annotationsApi.endpoints.saveAnnotation.initiate(annotation))),
    saved: (_id, sent, stored) => dispatch(annotationSaved({ userId, sent, stored })),
    // 404: the book no longer exists (save_book_annotation's PT404); anything else final is told and kept.
    refused: (id, bookGone) => dispatch(annotationRefused({ userId, id, bookGone })),
  };
}

/** A series of changes settles (debounced) before it is sent; a flush or a sign-in sends at once. */
export const annotationsSync = loadedSync<() => SyncState, SyncDispatch>({
  ...annotationsTriggers,
  timing: 'debounce',
  waitMs: () => SEND_AFTER_MS,
  send: sendingInTurn(annotationsQueue),
});
