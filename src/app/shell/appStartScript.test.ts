import { expect } from '@jest/globals';
/**
 * index.html's app-start script: the build holds the app's scripts in a template
 * (scripts/vite/appCodeAfterSplash.ts), and this script starts them once the splash
 * has been painted: all downloading at once, each running once the one before it has.
 * These tests run that very script, with the browser's clock, frames, paint timing
 * and messages played by hand.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const html = readFileSync(join(__dirname, '..', '..', '..', 'index.html'), 'utf8');
const script = /<script id="app-start">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

/** What the build puts in the page: the chunks, libraries first, as module scripts. */
const CHUNKS = ['/assets/react.js', '/assets/redux.js', '/assets/app.js'];

interface Page {
  /** Reports a paint to the script's observer, as the browser does once it has painted. */
  paint: (name: 'first-paint' | 'first-contentful-paint') => void;
  /** Runs the timers due by then. */
  wait: (ms: number) => void;
  /** Delivers the messages posted so far. */
  deliverMessages: () => void;
  /** Draws a frame: runs the animation frame callbacks. */
  frame: () => void;
  hide: () => void;
}

/** Runs the script in a page of its own: `visible`, with paint timing unless told otherwise. */
function openPage({ visible = true, paintTiming = true, template = true } = {}): Page {
  document.head.innerHTML = template
    ? `<template id="app-code">${CHUNKS.map((src) => `<script type="module" crossorigin src="${src}"></script>`).join('')}</template>`
    : '';
  let now = 0;
  let timers: { at: number; run: () => void }[] = [];
  let frames: (() => void)[] = [];
  let messages: (() => void)[] = [];
  const observers: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[] = [];
  const visibilityListeners: (() => void)[] = [];
  let visibilityState = visible ? 'visible' : 'hidden';

  class FakePerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['navigation'];
    constructor(private readonly callback: (typeof observers)[number]) {}
    observe(options: { type: string }) {
      if (options.type === 'paint') observers.push(this.callback);
    }
  }
  class FakeMessageChannel {
    port1: { onmessage: (() => void) | null } = { onmessage: null };
    port2 = { postMessage: () => messages.push(() => this.port1.onmessage?.()) };
  }
  const page = {
    getElementById: (id: string) => document.getElementById(id),
    createElement: (tag: string) => document.createElement(tag),
    head: document.head,
    get visibilityState() {
      return visibilityState;
    },
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'visibilitychange') visibilityListeners.push(listener);
    },
  };
  const win = { PerformanceObserver: FakePerformanceObserver };
  new Function(
    'window',
    'document',
    'PerformanceObserver',
    'requestAnimationFrame',
    'setTimeout',
    'MessageChannel',
    script,
  )(
    win,
    page,
    FakePerformanceObserver,
    (callback: () => void) => frames.push(callback),
    (callback: () => void, ms = 0) => timers.push({ at: now + ms, run: callback }),
    FakeMessageChannel,
  );
  return {
    paint: (name) =>
      observers.forEach((callback) => callback({ getEntriesByName: (n) => (n === name ? [{ name }] : []) })),
    wait: (ms) => {
      now += ms;
      const due = timers.filter((timer) => timer.at <= now);
      timers = timers.filter((timer) => timer.at > now);
      due.forEach((timer) => timer.run());
    },
    deliverMessages: () => {
      const posted = messages;
      messages = [];
      posted.forEach((deliver) => deliver());
    },
    frame: () => {
      const callbacks = frames;
      frames = [];
      callbacks.forEach((callback) => callback());
    },
    hide: () => {
      visibilityState = 'hidden';
      visibilityListeners.forEach((listener) => listener());
    },
  };
}

/** The module scripts the script has put into the page (not the template's), in order. */
const started = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>(':scope > script[type="module"]')].map((s) =>
    s.getAttribute('src'),
  );
const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>(':scope > link[rel="modulepreload"]')].map((l) =>
    l.getAttribute('href'),
  );
/** The browser reports that the last script put in has run (or failed to download). */
const lastScript = () => document.head.querySelector<HTMLScriptElement>(':scope > script[type="module"]:last-of-type')!;

test('index.html has the script, after the splash', () => {
  expect(script).toContain('app-code');
  expect(html.indexOf('id="app-start"')).toBeGreaterThan(html.indexOf('class="boot-splash"'));
});

test("nothing of the app's code is asked for until the splash has been painted", () => {
  const page = openPage();
  page.paint('first-paint');
  page.frame();
  page.deliverMessages();
  expect(preloaded()).toEqual([]);
  expect(started()).toEqual([]);

  page.paint('first-contentful-paint');
  expect(preloaded()).toEqual(CHUNKS);
  expect(started()).toEqual(['/assets/react.js']);
});

test('the chunks download at once but run one after another, each in a task of its own, in their order', () => {
  const page = openPage();
  page.paint('first-contentful-paint');
  expect(started()).toEqual(['/assets/react.js']);

  lastScript().dispatchEvent(new Event('load'));
  expect(started()).toEqual(['/assets/react.js']);
  page.deliverMessages();
  expect(started()).toEqual(['/assets/react.js', '/assets/redux.js']);

  // One that fails to download does not stop the rest: the app's own chunk then fails too, and the splash says so.
  lastScript().dispatchEvent(new Event('error'));
  page.deliverMessages();
  expect(started()).toEqual(CHUNKS);

  lastScript().dispatchEvent(new Event('load'));
  page.deliverMessages();
  expect(started()).toEqual(CHUNKS);
  expect(preloaded()).toEqual(CHUNKS);
});

test('each chunk is asked for as the build asked for it: a module script, crossorigin', () => {
  const page = openPage();
  page.paint('first-contentful-paint');
  expect(lastScript().type).toBe('module');
  expect(lastScript().getAttribute('crossorigin')).toBe('');
  expect(document.head.querySelector(':scope > link')!.getAttribute('crossorigin')).toBe('');
});

test('a page opened in the background, which paints nothing, starts at once', () => {
  openPage({ visible: false });
  expect(started()).toEqual(['/assets/react.js']);
});

test('a page sent to the background before its first paint starts then', () => {
  const page = openPage();
  page.hide();
  expect(started()).toEqual(['/assets/react.js']);
});

test('a browser without paint timing starts once the next frame has been drawn', () => {
  const page = openPage({ paintTiming: false });
  page.wait(0);
  expect(started()).toEqual([]);
  page.frame();
  page.wait(0);
  expect(started()).toEqual(['/assets/react.js']);
});

test('a paint that is never reported holds the app back one second at most', () => {
  const page = openPage();
  page.wait(999);
  expect(started()).toEqual([]);
  page.wait(1);
  expect(started()).toEqual(['/assets/react.js']);
});

test('the app starts once, however many of the signals come', () => {
  const page = openPage();
  page.paint('first-contentful-paint');
  page.hide();
  page.wait(1000);
  page.paint('first-contentful-paint');
  expect(started()).toEqual(['/assets/react.js']);
  expect(preloaded()).toEqual(CHUNKS);
});

test('without the template (the dev server), the script does nothing: the page loads the app itself', () => {
  const page = openPage({ template: false });
  page.paint('first-contentful-paint');
  page.wait(1000);
  expect(document.head.children).toHaveLength(0);
});
