import { createFirstContent, FIRST_CONTENT_WAIT_MS } from './firstContent';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** Whether `promise` has settled once the timers due within `ms` have run. */
async function settledWithin(promise: Promise<void>, ms: number): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await jest.advanceTimersByTimeAsync(ms);
  return settled;
}

test('a screen that holds nothing has its content shown in the next task', async () => {
  const firstContent = createFirstContent();
  expect(await settledWithin(firstContent.shown(), 0)).toBe(true);
});

test('the work that waits starts only once every hold is released (the book, then its first page)', async () => {
  const firstContent = createFirstContent();
  const releaseBook = firstContent.hold();
  const releasePage = firstContent.hold();
  const shown = firstContent.shown();

  expect(await settledWithin(shown, 5_000)).toBe(false);
  releaseBook();
  expect(await settledWithin(shown, 5_000)).toBe(false);
  releasePage();
  expect(await settledWithin(shown, 0)).toBe(true);
});

test('a hold handed over within one task (the link arrives, the document opens) is not taken for the content shown', async () => {
  const firstContent = createFirstContent();
  const releaseLink = firstContent.hold();
  const shown = firstContent.shown();

  releaseLink();
  const releaseDocument = firstContent.hold();
  expect(await settledWithin(shown, 1_000)).toBe(false);
  releaseDocument();
  expect(await settledWithin(shown, 0)).toBe(true);
});

test('a hold released twice counts once', async () => {
  const firstContent = createFirstContent();
  const releaseOne = firstContent.hold();
  firstContent.hold();
  const shown = firstContent.shown();

  releaseOne();
  releaseOne();
  expect(await settledWithin(shown, 1_000)).toBe(false);
});

test('a hold never released (a page that never arrives) delays the waiting work at most FIRST_CONTENT_WAIT_MS', async () => {
  const firstContent = createFirstContent();
  firstContent.hold();
  const shown = firstContent.shown();

  expect(await settledWithin(shown, FIRST_CONTENT_WAIT_MS - 1)).toBe(false);
  expect(await settledWithin(shown, 1)).toBe(true);
});

test('only the first content counts: a book opened later delays nothing', async () => {
  const firstContent = createFirstContent();
  expect(await settledWithin(firstContent.shown(), 0)).toBe(true);

  firstContent.hold();
  expect(await settledWithin(firstContent.shown(), 0)).toBe(true);
});
