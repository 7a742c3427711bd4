/**
 * Whether what the first screen is for is on show yet. For most screens that
 * is their first render; a screen whose content comes after it (the reader's
 * page 1: a PDF opened and drawn after the screen has rendered) holds it
 * until then. Work the visit does not need, that would otherwise compete
 * with that content for the network and both cores (the service worker's
 * installation precaches the whole app: page 1 ~150 ms later on
 * loopback and megabytes sharing a slow line with the book's bytes), waits
 * for it.
 *
 * Only the first content counts: once it has been shown, holds are no longer
 * taken, so reading a book later delays nothing.
 */

/** A hold never released (a page stalled for ever, a defect) delays the waiting work at most this long. */
export const FIRST_CONTENT_WAIT_MS = 30_000;

export interface FirstContent {
  /** Holds the first content as not shown yet; the function returned releases the hold (once). */
  hold: () => () => void;
  /**
   * Resolves once no hold is left, at the earliest in the task after the call (so holds taken by the render
   * being committed count), and at the latest after `maxWaitMs`. From then on, holds are not taken.
   */
  shown: (maxWaitMs?: number) => Promise<void>;
}

export function createFirstContent(): FirstContent {
  let holds = 0;
  let over = false;
  let deadline: ReturnType<typeof setTimeout> | undefined;
  const waiting = new Set<() => void>();

  const finish = () => {
    if (over) return;
    over = true;
    clearTimeout(deadline);
    for (const resolve of waiting) resolve();
    waiting.clear();
  };
  const finishIfFree = () => {
    if (holds === 0 && waiting.size > 0) finish();
  };

  return {
    hold: () => {
      if (over) return () => undefined;
      holds += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holds -= 1;
        // A task later: a component releasing as the next one takes over (the book's link arriving, its
        // document opening) hands over within one commit, and the content is not shown in between.
        setTimeout(finishIfFree, 0);
      };
    },
    shown: (maxWaitMs = FIRST_CONTENT_WAIT_MS) =>
      new Promise<void>((resolve) => {
        if (over) {
          resolve();
          return;
        }
        waiting.add(resolve);
        deadline ??= setTimeout(finish, maxWaitMs);
        setTimeout(finishIfFree, 0);
      }),
  };
}

/** The app's own: screens hold it (useFirstContentHold), main.tsx waits for it. */
export const firstContent = createFirstContent();
