/**
 * Whether the browser believes it is online. `false` is certain (no network at all); `true` may be wrong (a
 * network that reaches nothing), so code waits for a failure before it believes that. Outside a browser, as in
 * node tests, it is online.
 */
export const browserIsOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false;
