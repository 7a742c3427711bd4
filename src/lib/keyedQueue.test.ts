import { createKeyedQueue } from './keyedQueue';

/** A task that finishes when the test says so, recording when it started. */
function deferredTask(log: string[], name: string, fail = false) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const task = async () => {
    log.push(`start ${name}`);
    await done;
    log.push(`end ${name}`);
    if (fail) throw new Error(name);
    return name;
  };
  return { task, finish };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

test('a second task for the same key waits until the first has finished', async () => {
  const enqueue = createKeyedQueue<number>();
  const log: string[] = [];
  const add = deferredTask(log, 'add');
  const remove = deferredTask(log, 'remove');
  const first = enqueue(5, add.task);
  const second = enqueue(5, remove.task);
  await flush();
  expect(log).toEqual(['start add']);
  add.finish();
  remove.finish();
  await expect(first).resolves.toBe('add');
  await expect(second).resolves.toBe('remove');
  expect(log).toEqual(['start add', 'end add', 'start remove', 'end remove']);
});

test('a failed task does not stop the next one for its key, and keeps its own failure', async () => {
  const enqueue = createKeyedQueue<number>();
  const log: string[] = [];
  const add = deferredTask(log, 'add', true);
  const remove = deferredTask(log, 'remove');
  const first = enqueue(5, add.task);
  const second = enqueue(5, remove.task);
  add.finish();
  remove.finish();
  await expect(first).rejects.toThrow('add');
  await expect(second).resolves.toBe('remove');
});

test('tasks for different keys run side by side', async () => {
  const enqueue = createKeyedQueue<number>();
  const log: string[] = [];
  const one = deferredTask(log, 'one');
  const two = deferredTask(log, 'two');
  void enqueue(1, one.task);
  void enqueue(2, two.task);
  await flush();
  expect(log).toEqual(['start one', 'start two']);
  one.finish();
  two.finish();
});

test('idle waits for every task queued for the key, those queued meanwhile included, and not for other keys', async () => {
  const enqueue = createKeyedQueue<number>();
  const log: string[] = [];
  const add = deferredTask(log, 'add');
  const remove = deferredTask(log, 'remove');
  const other = deferredTask(log, 'other');
  void enqueue(5, add.task);
  void enqueue(7, other.task);
  let idle = false;
  void enqueue.idle(5).then(() => (idle = true));
  void enqueue(5, remove.task);
  add.finish();
  await flush();
  expect(idle).toBe(false);
  remove.finish();
  await flush();
  expect(idle).toBe(true);
  await expect(enqueue.idle(9)).resolves.toBeUndefined();
  other.finish();
});
