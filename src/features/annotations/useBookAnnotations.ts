import { useCallback, useMemo } from 'react';
import { useAppDispatch, useAppSelector, useLearnerStateRestored } from '../../app/hooks';
import { useFlushWhenLeaving } from '../../shared/hooks/useFlushWhenLeaving';
import { useLazySubscription } from '../../shared/hooks/useLazySubscription';
import { selectUser } from '../auth/authSlice';
import type { PageTextRange } from '../reader/pageText';
import { ANNOTATIONS_POLL_MS, QUOTE_MAX_LENGTH, type Annotation, type HighlightColour } from './annotations';
import {
  annotationChanged,
  annotationsFlushRequested,
  selectAnnotations,
  selectBookAnnotations,
} from './annotationsSlice';

/** What the reader's tools do to one book's highlights, notes and bookmarks. */
export interface BookAnnotations {
  /** The book's live annotations in reading order. */
  annotations: Annotation[];
  /** False until the learner's state is back from the device: a change made before would be lost. */
  ready: boolean;
  /** The ids of those the server refused for good: kept on this device only, and marked so. */
  refused: readonly string[];
  addHighlight: (range: PageTextRange, text: string, colour: HighlightColour, note?: string) => void;
  /** Bookmarks the page, or removes its bookmarks (two devices may each have made one offline). */
  toggleBookmark: (page: number) => void;
  edit: (annotation: Annotation, change: { colour?: HighlightColour; note?: string }) => void;
  remove: (annotation: Annotation) => void;
}

const now = () => new Date().toISOString();

/**
 * One open book's annotations, kept in step with the reader's other devices
 * (docs/product.md#the-reader-is-a-study-tool): asked for when the book opens, again when the window regains the
 * focus or the network returns, and every ANNOTATIONS_POLL_MS while it is open; changes are made on the device and
 * queued for the server (annotationsSync.ts).
 */
export function useBookAnnotations(productId: number): BookAnnotations {
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectUser)?.id ?? null;
  const ready = useLearnerStateRestored() && userId !== null;
  const annotations = useAppSelector((state) => selectBookAnnotations(state, productId));
  const refused = useAppSelector((state) => selectAnnotations(state).refused);

  useLazySubscription(ready, async () => {
    const { annotationsApi } = await import('./annotationsApi');
    // The request is a thenable: handed back as it is, an async function would wait for its answer.
    const request = dispatch(
      annotationsApi.endpoints.getBookAnnotations.initiate(productId, {
        subscriptionOptions: { refetchOnFocus: true, refetchOnReconnect: true, pollingInterval: ANNOTATIONS_POLL_MS },
      }),
    );
    return { unsubscribe: () => request.unsubscribe() };
  });
  useFlushWhenLeaving(() => void dispatch(annotationsFlushRequested()));

  const changed = useCallback(
    (annotation: Annotation) => {
      if (userId !== null) dispatch(annotationChanged({ userId, annotation }));
    },
    [dispatch, userId],
  );

  return useMemo(() => {
    const made = () => ({ id: crypto.randomUUID(), productId, createdAt: now(), updatedAt: now(), deletedAt: null });
    return {
      annotations,
      ready,
      refused,
      addHighlight: (range, text, colour, note = '') =>
        changed({
          ...made(),
          kind: 'highlight',
          page: range.page,
          start: range.start,
          end: range.end,
          text: text.slice(0, QUOTE_MAX_LENGTH),
          colour,
          note,
        }),
      toggleBookmark: (page) => {
        const marks = annotations.filter((one) => one.kind === 'bookmark' && one.page === page);
        if (marks.length === 0) changed({ ...made(), kind: 'bookmark', page, note: '' });
        const at = now();
        for (const mark of marks) changed({ ...mark, updatedAt: at, deletedAt: at });
      },
      edit: (annotation, change) =>
        changed(
          annotation.kind === 'highlight'
            ? { ...annotation, ...change, updatedAt: now() }
            : { ...annotation, note: change.note ?? annotation.note, updatedAt: now() },
        ),
      remove: (annotation) => {
        const at = now();
        changed({ ...annotation, updatedAt: at, deletedAt: at });
      },
    };
  }, [annotations, ready, refused, changed, productId]);
}
