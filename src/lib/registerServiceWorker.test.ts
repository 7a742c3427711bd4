import { jest } from '@jest/globals';
import { MIN_UPDATE_CHECK_GAP_MS, UPDATE_CHECK_INTERVAL_MS, scheduleUpdateChecks } from './registerServiceWorker';

let visibility: DocumentVisibilityState = 'visible';
let clock = 0;

function showTab(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  jest.useFakeTimers();
  visibility = 'visible';
  clock = 1_000_000;
  jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function startChecks() {
  const check = jest.fn(() => Promise.resolve());
  const stop = scheduleUpdateChecks(check, () => clock);
  return { check, stop };
}

test('coming back to the tab looks for a new version', () => {
  const { check, stop } = startChecks();
  showTab('hidden');
  expect(check).not.toHaveBeenCalled();
  showTab('visible');
  expect(check).toHaveBeenCalledTimes(1);
  stop();
});

test('switching tabs back and forth asks at most once a minute', () => {
  const { check, stop } = startChecks();
  showTab('visible');
  clock += MIN_UPDATE_CHECK_GAP_MS - 1;
  showTab('hidden');
  showTab('visible');
  expect(check).toHaveBeenCalledTimes(1);
  clock += 1;
  showTab('visible');
  expect(check).toHaveBeenCalledTimes(2);
  stop();
});

test('an app left open looks every hour, but not while its tab is hidden', () => {
  const { check, stop } = startChecks();
  clock += UPDATE_CHECK_INTERVAL_MS;
  jest.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
  expect(check).toHaveBeenCalledTimes(1);
  visibility = 'hidden';
  clock += UPDATE_CHECK_INTERVAL_MS;
  jest.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
  expect(check).toHaveBeenCalledTimes(1);
  stop();
});

test('a failed check (offline) is dropped quietly and stopping ends the checks', async () => {
  const check = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
  const stop = scheduleUpdateChecks(check, () => clock);
  showTab('visible');
  await Promise.resolve();
  stop();
  clock += UPDATE_CHECK_INTERVAL_MS;
  jest.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
  showTab('visible');
  expect(check).toHaveBeenCalledTimes(1);
});
