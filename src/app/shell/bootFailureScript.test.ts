import { expect } from '@jest/globals';
/**
 * index.html's boot-failure script: when the app's code cannot be downloaded, or throws as it runs before the
 * app has started, the splash says so with a reload, in the words of the app's own last-resort screen. These
 * tests run that very script on the very splash markup.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_UNAVAILABLE } from './AppFailure';

const html = readFileSync(join(__dirname, '..', '..', '..', 'index.html'), 'utf8');
const script = /<script id="boot-failure">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
const splash = /<div id="root">([\s\S]*?)<\/div>\s*<script id="boot-failure">/.exec(html)?.[1] ?? '';

let listener: EventListener | null = null;
beforeEach(() => {
  document.body.innerHTML = `<div id="root">${splash}</div>`;
  // The script listens on window for the page's lifetime; each test is a page of its own, so its listener goes.
  const page = {
    addEventListener: (type: string, added: EventListener, capture: boolean) => {
      listener = added;
      window.addEventListener(type, added, capture);
    },
  };
  new Function('window', script)(page);
});
afterEach(() => window.removeEventListener('error', listener!, true));

/** A script element that failed to download, as the browser reports it: an error event that does not bubble. */
function failedScript(): void {
  const entry = document.createElement('script');
  document.head.append(entry);
  entry.dispatchEvent(new Event('error'));
}

const failure = () => document.querySelector('.boot-splash__failure')!;

test('index.html has the splash and the script', () => {
  expect(splash).toContain('boot-splash');
  expect(script).toContain('boot-splash__failure');
});

test("when the app's code cannot be downloaded, the splash says so, in the app's own words, with Reload", () => {
  expect(failure()).toHaveAttribute('role', 'alert');
  expect(failure()).toBeEmptyDOMElement();

  failedScript();

  expect(failure()).toHaveTextContent(APP_UNAVAILABLE);
  expect(failure().querySelector('button')).toHaveTextContent('Reload');
});

test("when the app's code throws as it runs (the error names one of its files), the splash says so too", () => {
  window.dispatchEvent(
    new ErrorEvent('error', { message: 'boom', filename: `${location.origin}/assets/app-1a2b3c.js`, lineno: 1 }),
  );
  expect(failure()).toHaveTextContent(APP_UNAVAILABLE);
  expect(failure().querySelector('button')).toHaveTextContent('Reload');
});

test('an error from code that is not the app’s (another site’s script, an inline handler) is left alone', () => {
  window.dispatchEvent(new ErrorEvent('error', { message: 'boom', filename: 'https://elsewhere.example/assets/x.js' }));
  window.dispatchEvent(new ErrorEvent('error', { message: 'boom', filename: `${location.origin}/` }));
  window.dispatchEvent(new ErrorEvent('error', { message: 'boom' }));
  expect(failure()).toBeEmptyDOMElement();
});

test('a second failed script does not say it twice', () => {
  failedScript();
  failedScript();
  expect(failure().querySelectorAll('p')).toHaveLength(1);
});

test('an image that fails (a cover, the splash icon) is not a failure of the app', () => {
  const cover = document.createElement('img');
  document.body.append(cover);
  cover.dispatchEvent(new Event('error'));
  expect(failure()).toBeEmptyDOMElement();
});

test('once the app has replaced the splash, a later failure is left to the app', () => {
  document.getElementById('root')!.innerHTML = '<main>Home</main>';
  failedScript();
  expect(document.body).not.toHaveTextContent(APP_UNAVAILABLE);
});
