import { takeStartedWorker } from './startedWorkers';

afterEach(() => {
  delete window.mentoriaStartedWorkers;
});

test('a worker index.html started is handed over once: whoever asks again starts their own', async () => {
  const worker = {} as Worker;
  window.mentoriaStartedWorkers = { '/assets/pdf.worker.mjs': Promise.resolve(worker) };
  await expect(takeStartedWorker('/assets/pdf.worker.mjs')).resolves.toBe(worker);
  expect(takeStartedWorker('/assets/pdf.worker.mjs')).toBeNull();
});

test('none started (another screen, the dev server), or another script’s: nothing to take', () => {
  expect(takeStartedWorker('/assets/pdf.worker.mjs')).toBeNull();
  window.mentoriaStartedWorkers = { '/assets/other.mjs': Promise.resolve(null) };
  expect(takeStartedWorker('/assets/pdf.worker.mjs')).toBeNull();
  expect(window.mentoriaStartedWorkers).toHaveProperty(['/assets/other.mjs']);
});
