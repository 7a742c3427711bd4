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
import type { FirstScreenStarts } from '../firstScreens';
import type { StartedWorkers } from '../../lib/startedWorkers';

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
  /** The workers the script started, in order. */
  workers: FakeWorker[];
  /** What it offers the app: the workers it started, by address (src/lib/startedWorkers.ts). */
  startedWorkers: () => StartedWorkers | undefined;
}

/** A module worker as the script sees one: it is told when the worker has said something, or failed to start. */
class FakeWorker {
  private listeners: { type: string; listener: () => void; once: boolean }[] = [];
  terminated = false;
  constructor(
    readonly url: string,
    readonly options: WorkerOptions,
  ) {}
  addEventListener(type: string, listener: () => void, options?: { once?: boolean }) {
    this.listeners.push({ type, listener, once: options?.once === true });
  }
  removeEventListener(type: string, listener: () => void) {
    this.listeners = this.listeners.filter((entry) => entry.type !== type || entry.listener !== listener);
  }
  terminate() {
    this.terminated = true;
  }
  /** Its code ran and said something (pdf.js's worker: that it is ready), or it failed (to start, or later). */
  emit(type: 'message' | 'error') {
    const heard = this.listeners.filter((entry) => entry.type === type);
    this.listeners = this.listeners.filter((entry) => entry.type !== type || !entry.once);
    heard.forEach(({ listener }) => listener());
  }
}

interface PageOptions {
  visible?: boolean;
  paintTiming?: boolean;
  /** Whether the browser can preload modules (every current one; not Safari before 17, Firefox before 115). */
  modulePreload?: boolean;
  /** What the build held back: its module scripts, or none at all (the dev server). */
  template?: string | null;
  /** The paint observer fails to start (no browser should; the app must start all the same). */
  observerThrows?: boolean;
  /** What the build listed for the first screens (scripts/vite/appCodeAfterSplash.ts), or text that is not JSON. */
  starts?: FirstScreenStarts | string;
  /** The browser refuses to start a worker (a policy, or a module worker it cannot run). */
  workersThrow?: boolean;
}

/** What the script threw in the page last opened. */
let uncaught: unknown[] = [];
beforeEach(() => {
  uncaught = [];
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

const heldScripts = CHUNKS.map((src) => `<script type="module" crossorigin src="${src}"></script>`).join('');

/** Runs the script in a page of its own: `visible`, with paint timing and module preloading unless told otherwise. */
function openPage({
  visible = true,
  paintTiming = true,
  modulePreload = true,
  template = heldScripts,
  observerThrows = false,
  starts,
  workersThrow = false,
}: PageOptions = {}): Page {
  document.head.innerHTML = template === null ? '' : `<template id="app-code">${template}</template>`;
  if (starts !== undefined) {
    const list = document.createElement('script');
    list.type = 'application/json';
    list.id = 'first-screen-starts';
    list.textContent = typeof starts === 'string' ? starts : JSON.stringify(starts);
    document.head.append(list);
  }
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
      if (observerThrows) throw new TypeError('observe() failed');
      if (options.type === 'paint') observers.push(this.callback);
    }
  }
  class FakeMessageChannel {
    port1: { onmessage: (() => void) | null } = { onmessage: null };
    port2 = { postMessage: () => messages.push(() => this.port1.onmessage?.()) };
  }
  const page = {
    getElementById: (id: string) => document.getElementById(id),
    createElement: (tag: string) => {
      const element = document.createElement(tag);
      if (tag === 'link') {
        const supports = (token: string) => modulePreload && token === 'modulepreload';
        Object.defineProperty(element, 'relList', { value: { supports } });
      }
      return element;
    },
    head: document.head,
    get visibilityState() {
      return visibilityState;
    },
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'visibilitychange') visibilityListeners.push(listener);
    },
  };
  const win: { PerformanceObserver: unknown; mentoriaStartedWorkers?: StartedWorkers } = {
    PerformanceObserver: FakePerformanceObserver,
  };
  const workers: FakeWorker[] = [];
  const Worker = class extends FakeWorker {
    constructor(url: string, options: WorkerOptions) {
      if (workersThrow) throw new DOMException('Workers are not allowed here', 'SecurityError');
      super(url, options);
      workers.push(this);
    }
  };
  // An error the script throws is the page's uncaught error: reported, and what it had set up goes on.
  try {
    new Function(
      'window',
      'document',
      'PerformanceObserver',
      'requestAnimationFrame',
      'setTimeout',
      'MessageChannel',
      'Worker',
      script,
    )(
      win,
      page,
      FakePerformanceObserver,
      (callback: () => void) => frames.push(callback),
      (callback: () => void, ms = 0) => timers.push({ at: now + ms, run: callback }),
      FakeMessageChannel,
      Worker,
    );
  } catch (error) {
    uncaught.push(error);
  }
  return {
    workers,
    startedWorkers: () => win.mentoriaStartedWorkers,
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
  const page = openPage({ template: null });
  page.paint('first-contentful-paint');
  page.wait(1000);
  expect(document.head.children).toHaveLength(0);
});

test('a browser that cannot preload modules gets every chunk at once, not one download after another', () => {
  const page = openPage({ modulePreload: false });
  page.paint('first-contentful-paint');
  expect(started()).toEqual(CHUNKS);
  expect(preloaded()).toEqual([]);
});

test("chunks an entry imports, held as modulepreload links, run before the entry's own script", () => {
  const page = openPage({
    template:
      '<script type="module" crossorigin src="/assets/index.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/react.js">' +
      '<link rel="modulepreload" crossorigin href="/assets/app.js">',
  });
  page.paint('first-contentful-paint');
  expect(preloaded()).toEqual(['/assets/react.js', '/assets/app.js', '/assets/index.js']);
  for (let i = 0; i < 2; i++) {
    lastScript().dispatchEvent(new Event('load'));
    page.deliverMessages();
  }
  expect(started()).toEqual(['/assets/react.js', '/assets/app.js', '/assets/index.js']);
});

test('a paint observer that cannot start holds nothing back beyond the one second', () => {
  const page = openPage({ observerThrows: true });
  expect(uncaught).toHaveLength(1);
  page.wait(1000);
  expect(started()).toEqual(['/assets/react.js']);
});

describe('the screen the page opens on', () => {
  const SESSION = 'sb-backend-auth-token';
  const HOME = {
    js: ['/assets/HomePage.js', '/assets/screens.js'],
    css: ['/assets/HomePage.css', '/assets/screens.css'],
    reads: ['https://backend.example/rest/v1/newest?apikey=k', 'https://backend.example/rest/v1/rpc/rows?apikey=k'],
    workers: [],
  };
  const READER = {
    js: ['/assets/ReaderPage.js', '/assets/pdf.js'],
    css: [],
    reads: [],
    workers: ['/assets/pdf.worker.mjs'],
  };
  const starts: FirstScreenStarts = { session: SESSION, screens: { '/': HOME, '/ebookcontent': READER } };
  const links = (rel: string, as?: string) =>
    [...document.head.querySelectorAll<HTMLLinkElement>(`:scope > link[rel="${rel}"]`)]
      .filter((link) => as === undefined || link.getAttribute('as') === as)
      .map((link) => link.getAttribute('href'));

  test('a visitor’s first reads start as the page is parsed, before the paint, as the app will send them', () => {
    openPage({ starts });
    expect(links('preload', 'fetch')).toEqual(HOME.reads);
    for (const link of document.head.querySelectorAll(':scope > link[as="fetch"]')) {
      expect(link.getAttribute('crossorigin')).toBe('');
    }
    expect(started()).toEqual([]);
  });

  test('someone signed in on this device: no reads start (theirs carry a token, and would not be the same)', () => {
    localStorage.setItem(SESSION, '{"refresh_token":"r"}');
    openPage({ starts });
    expect(links('preload', 'fetch')).toEqual([]);
  });

  test('its code downloads with the shell’s once the splash is painted, only preloaded: the app runs it', () => {
    const page = openPage({ starts });
    expect(links('modulepreload')).toEqual([]);
    page.paint('first-contentful-paint');
    expect(links('modulepreload')).toEqual([...CHUNKS, ...HOME.js]);
    expect(links('preload', 'style')).toEqual(HOME.css);
    expect(started()).toEqual(['/assets/react.js']);
    for (const link of document.head.querySelectorAll(':scope > link[as="style"]')) {
      expect(link.getAttribute('crossorigin')).toBe('');
    }
  });

  test('a book’s reader: pdf.js’s worker starts with the shell’s code, once, as a module, and is offered to the app', async () => {
    window.history.replaceState(null, '', '/ebookcontent?id=48');
    const page = openPage({ starts });
    expect(page.workers).toEqual([]);
    page.paint('first-contentful-paint');
    expect(links('modulepreload')).toEqual([...CHUNKS, ...READER.js]);
    expect(page.workers.map(({ url, options }) => [url, options])).toEqual([
      ['/assets/pdf.worker.mjs', { type: 'module' }],
    ]);
    const offered = page.startedWorkers()!['/assets/pdf.worker.mjs']!;
    // Offered once it runs: pdf.js's worker says it is ready.
    page.workers[0]!.emit('message');
    await expect(offered).resolves.toBe(page.workers[0]);
    page.paint('first-contentful-paint');
    expect(page.workers).toHaveLength(1);
  });

  test('a worker that cannot start is stopped and offered as none: the app starts pdf.js as it would without it', async () => {
    window.history.replaceState(null, '', '/ebookcontent?id=48');
    const page = openPage({ starts });
    page.paint('first-contentful-paint');
    page.workers[0]!.emit('error');
    await expect(page.startedWorkers()!['/assets/pdf.worker.mjs']).resolves.toBeNull();
    expect(page.workers[0]!.terminated).toBe(true);
  });

  test('a worker that later reports an error is left running: the app is using it, and pdf.js says what failed', async () => {
    window.history.replaceState(null, '', '/ebookcontent?id=48');
    const page = openPage({ starts });
    page.paint('first-contentful-paint');
    page.workers[0]!.emit('message');
    page.workers[0]!.emit('error');
    expect(page.workers[0]!.terminated).toBe(false);
    await expect(page.startedWorkers()!['/assets/pdf.worker.mjs']).resolves.toBe(page.workers[0]);
  });

  test('a browser that will not start the worker offers none, and starts the app all the same', () => {
    window.history.replaceState(null, '', '/ebookcontent?id=48');
    const page = openPage({ starts, workersThrow: true });
    page.paint('first-contentful-paint');
    expect(page.startedWorkers()).toEqual({});
    expect(started()).toEqual(['/assets/react.js']);
    expect(uncaught).toEqual([]);
  });

  test('another screen: nothing of Home’s', () => {
    window.history.replaceState(null, '', '/videos?category=Design');
    const page = openPage({ starts });
    page.paint('first-contentful-paint');
    expect(links('preload')).toEqual([]);
    expect(links('modulepreload')).toEqual(CHUNKS);
    expect(page.workers).toEqual([]);
  });

  test('a browser that cannot preload modules still gets the stylesheets early; the scripts are left to the app', () => {
    const page = openPage({ starts, modulePreload: false });
    page.paint('first-contentful-paint');
    expect(links('preload', 'style')).toEqual(HOME.css);
    expect(links('modulepreload')).toEqual([]);
  });

  test('a list that cannot be read, or no storage to ask, starts nothing early and the app all the same', () => {
    const page = openPage({ starts: '{"screens": ' });
    page.paint('first-contentful-paint');
    expect(links('preload')).toEqual([]);
    expect(started()).toEqual(['/assets/react.js']);
    expect(uncaught).toEqual([]);

    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const again = openPage({ starts });
    again.paint('first-contentful-paint');
    expect(links('preload', 'fetch')).toEqual([]);
    expect(started()).toEqual(['/assets/react.js']);
    expect(uncaught).toEqual([]);
  });
});
