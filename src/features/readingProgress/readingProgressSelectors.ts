import { createAppSelector } from '../../app/hooks';
import { selectAuthStatus, selectUser } from '../auth/authSlice';
import { isFinished, newestFirst, type ReadingPosition } from './readingProgress';
import { selectReadingProgress, type PageShownHere, type ReadingProgressState } from './readingProgressSlice';

const NO_POSITIONS: Record<string, ReadingPosition> = {};

/**
 * The positions the person using the app may see: their own. While auth is
 * still settling ('unknown', as at an offline start) the stored ones are
 * shown, being most likely the returning reader's; a visitor or another
 * signed-in user sees none.
 */
export const selectOwnPositions = createAppSelector(
  [selectReadingProgress, selectAuthStatus, selectUser],
  (progress, status, user) => {
    if (progress.userId === null) return NO_POSITIONS;
    const own = status === 'unknown' || user?.id === progress.userId;
    return own ? progress.positions : NO_POSITIONS;
  },
);

const NOTHING_SHOWN_HERE: ReadingProgressState['shownHere'] = {};

/** The pages this device last showed, under the same rule as the positions: the user's own only. */
const selectOwnShownHere = createAppSelector([selectReadingProgress, selectOwnPositions], (progress, own) =>
  own === NO_POSITIONS ? NOTHING_SHOWN_HERE : progress.shownHere,
);

/** The page this device last showed of a book, and when; undefined if it was never opened here. */
export const selectPageShownHere = createAppSelector(
  [selectOwnShownHere, (_state, productId: number) => productId],
  (shownHere, productId): PageShownHere | undefined => shownHere[String(productId)],
);

/** Where the reader stopped in a book, for the reader and the library's cards; undefined if never opened. */
export const selectReadingPosition = createAppSelector(
  [selectOwnPositions, (_state, productId: number) => productId],
  (positions, productId): ReadingPosition | undefined => positions[String(productId)],
);

/**
 * The books the reader is reading: opened and not finished, the most recently turned first (Home's "Continue
 * reading"). A book read to its last page leaves the row; turning back into it brings it back.
 */
export const selectBooksInProgress = createAppSelector([selectOwnPositions], (positions) =>
  newestFirst(
    Object.values(positions).filter((position) => !isFinished(position)),
    Date.now(),
  ),
);
