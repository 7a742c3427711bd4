/**
 * Workers index.html's app-start script started before the app ran: the
 * reader's pdf.js worker, when the page opens on a book (src/app/firstScreens.ts,
 * FIRST_SCREEN_MORE_CODE). Each is taken over once by the code that would
 * otherwise start it, so that one worker runs, not two.
 */

/** Each started worker by its script's address: running once it has said something, null if it could not start. */
export type StartedWorkers = Record<string, Promise<Worker | null>>;

declare global {
  interface Window {
    /** Written by index.html's app-start script. */
    mentoriaStartedWorkers?: StartedWorkers;
  }
}

/** The worker started for `url` before the app ran, handed over once; null when none was (or it was taken). */
export function takeStartedWorker(url: string): Promise<Worker | null> | null {
  const started = window.mentoriaStartedWorkers;
  const worker = started?.[url];
  if (!started || !worker) return null;
  delete started[url];
  return worker;
}
