/**
 * What a bench run leaves on the machine while it runs (scratch folders of
 * builds and databases, a temporary PostgreSQL server) is removed in `finally`
 * blocks, which an interrupted run never reaches: on Ctrl-C or SIGTERM Node
 * ends at once unless a handler says otherwise. Measured: a load section
 * stopped by Ctrl-C left its PGlite folder and the PostgreSQL cluster's (75 MB)
 * in the temp folder, every time. So each such thing registers how to remove
 * it, synchronously, for as long as it exists, and the run's entry point asks
 * for those removals on a signal before exiting.
 */

const cleanups = new Set<() => void>();

/** Runs `cleanup` if the run is interrupted before the returned function is called. */
export function onInterrupt(cleanup: () => void): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/** Runs every registered cleanup, newest first; one failing does not stop the others. */
export function runInterruptCleanups(): void {
  const pending = [...cleanups].reverse();
  cleanups.clear();
  for (const cleanup of pending) {
    try {
      cleanup();
    } catch {
      // Best effort: the run is ending either way, and the next cleanup may still succeed.
    }
  }
}

const EXIT_CODES = { SIGINT: 130, SIGTERM: 143 } as const;

/**
 * How long the cleanups wait after a signal. `npm run bench` runs under tsx's
 * CLI, a parent process that, on Ctrl-C, waits 30 ms for this process to say
 * it handles the signal, sends the signal again, and 30 ms later kills it with
 * SIGKILL. A cleanup that blocks at once (pg_ctl stop, removing 75 MB) kept
 * this process from answering the second signal, so it was killed halfway
 * through (seen: PostgreSQL stopped, its folder and the load's left). Keeping
 * the event loop free for a moment lets that exchange finish first.
 */
const SIGNAL_EXCHANGE_MS = 200;

/**
 * On SIGINT or SIGTERM: the registered cleanups, then exit with the shell's
 * code for that signal. Further signals meanwhile change nothing (tsx's CLI
 * and the terminal each send one).
 */
export function cleanUpWhenInterrupted(log: (line: string) => void = () => undefined): void {
  let interrupted = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (interrupted) return;
      interrupted = true;
      log(`\n${signal}: removing what this run started, then stopping.`);
      setTimeout(() => {
        runInterruptCleanups();
        process.exit(EXIT_CODES[signal]);
      }, SIGNAL_EXCHANGE_MS);
    });
  }
}
