/**
 * The offline downloads under way in this tab, one per user and book or course. One book or course can have several
 * cards at once (Purchased and Favorites are both kept mounted): they all show the same download's progress, and
 * a second Download joins the running one instead of fetching the files again.
 */

interface RunningDownload {
  /** Percent done, or null while the size is unknown. */
  progress: number | null;
  controller: AbortController;
}

const running = new Map<string, RunningDownload>();
const listeners = new Set<() => void>();

const changed = () => listeners.forEach((listener) => listener());

/** A download's key: whose, and which book (its product id) or course. */
export const downloadKey = (userId: string, item: number | { courseId: number }) =>
  typeof item === 'number' ? `${userId}/${item}` : `${userId}/course-${item.courseId}`;

export function subscribeToDownloads(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The download's progress; undefined when none is running. */
export const downloadProgressOf = (key: string): number | null | undefined => running.get(key)?.progress;

/** Starts a download: its controller, or null when one is already running (the caller leaves it be). */
export function downloadStarted(key: string): AbortController | null {
  if (running.has(key)) return null;
  const controller = new AbortController();
  running.set(key, { progress: null, controller });
  changed();
  return controller;
}

export function downloadProgressed(key: string, controller: AbortController, progress: number | null): void {
  const download = running.get(key);
  if (download?.controller !== controller || download.progress === progress) return;
  running.set(key, { ...download, progress });
  changed();
}

export function downloadEnded(key: string, controller: AbortController): void {
  if (running.get(key)?.controller !== controller) return;
  running.delete(key);
  changed();
}

/**
 * Runs a download under its key, once: a second call while it runs joins it (returns at once). The job gets the
 * download's controller, to report progress by and to stop on.
 */
export async function runDownload(key: string, job: (controller: AbortController) => Promise<void>): Promise<void> {
  const controller = downloadStarted(key);
  if (!controller) return;
  try {
    await job(controller);
  } finally {
    downloadEnded(key, controller);
  }
}
