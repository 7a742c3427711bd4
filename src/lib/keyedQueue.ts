/**
 * Runs tasks one at a time per key: a task for a key starts only once the one
 * before it for the same key has settled (whatever its outcome); tasks for
 * different keys run side by side. Two quick toggles of one thing (add, then
 * remove a favourite) thus reach the server in the order they were made,
 * instead of racing: a remove that overtook its add would match no row and
 * leave the add standing.
 */
export function createKeyedQueue<Key>() {
  const last = new Map<Key, Promise<unknown>>();
  function enqueue<T>(key: Key, task: () => Promise<T>): Promise<T> {
    const before = last.get(key) ?? Promise.resolve();
    const run = before.then(task, task);
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    last.set(key, settled);
    // Forget the key once nothing more is queued behind this task.
    void settled.then(() => {
      if (last.get(key) === settled) last.delete(key);
    });
    return run;
  }
  /** Resolves once nothing is queued for `key`: the tasks queued so far, and any queued meanwhile, have settled. */
  async function idle(key: Key): Promise<void> {
    for (let pending = last.get(key); pending; pending = last.get(key)) await pending;
  }
  return Object.assign(enqueue, { idle });
}
