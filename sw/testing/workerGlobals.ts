// Workbox's development logger reads `self`, the worker's global scope; in node the global object stands in.
(globalThis as { self?: unknown }).self ??= globalThis;
export {};
