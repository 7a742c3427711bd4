import '@testing-library/jest-dom/jest-globals';
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { runInThisContext } from 'node:vm';
import { installDialogPolyfill } from './dialogPolyfill';

// jsdom lacks TextEncoder and the fetch classes; react-router's data routers use both.
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (typeof globalThis.Request === 'undefined') {
  // Node's own classes, taken from the outer realm (the jsdom realm has none).
  Object.assign(globalThis, runInThisContext('({ Request, Response, Headers, AbortController, AbortSignal })'));
}

installDialogPolyfill();
