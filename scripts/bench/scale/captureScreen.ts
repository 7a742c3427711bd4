/**
 * Opens one screen of the built app as a visitor and records every request it
 * sends to the backend, with what is needed to send it again from Node and
 * what it downloaded.
 */
import type { Browser, Locator, Page, Request } from '@playwright/test';

/** Which of the backend's APIs a request went to (covers are `storage`). */
export type RequestKind = 'rest' | 'rpc' | 'auth' | 'storage' | 'other';

export interface CapturedRequest {
  kind: RequestKind;
  method: string;
  url: string;
  /** Only the headers the backend reads (the browser's own, such as user-agent, are left out). */
  headers: Record<string, string>;
  body: string | null;
  status: number;
  /** The response body as it crossed the wire (compressed when the backend compressed it). */
  bytes: number;
  /** The response body after decompression. */
  decodedBytes: number;
  /** Rows in a JSON answer (an array's length, 1 for an object); null for other answers. */
  rows: number | null;
}

/** The request headers a Supabase backend reads; replaying with these gives the same answer. */
const REPLAYED_HEADERS = [
  'apikey',
  'authorization',
  'accept',
  'accept-encoding',
  'accept-profile',
  'content-profile',
  'content-type',
  'prefer',
  'range',
  'range-unit',
  'x-client-info',
] as const;

export function kindOf(url: string): RequestKind {
  const { pathname } = new URL(url);
  if (pathname.startsWith('/rest/v1/rpc/')) return 'rpc';
  if (pathname.startsWith('/rest/v1/')) return 'rest';
  if (pathname.startsWith('/auth/v1/')) return 'auth';
  if (pathname.startsWith('/storage/v1/')) return 'storage';
  return 'other';
}

function rowsIn(contentType: string, body: Buffer): number | null {
  if (!contentType.includes('json') || body.length === 0) return null;
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    return Array.isArray(parsed) ? parsed.length : 1;
  } catch {
    return null;
  }
}

async function describe(request: Request): Promise<CapturedRequest | null> {
  const response = await request.response();
  if (!response) return null;
  const all = await request.allHeaders();
  const headers: Record<string, string> = {};
  for (const name of REPLAYED_HEADERS) if (all[name] !== undefined) headers[name] = all[name];
  const [sizes, body] = await Promise.all([request.sizes(), response.body().catch(() => Buffer.alloc(0))]);
  return {
    kind: kindOf(request.url()),
    method: request.method(),
    url: request.url(),
    headers,
    body: request.postData(),
    status: response.status(),
    bytes: sizes.responseBodySize,
    decodedBytes: body.length,
    rows: rowsIn(response.headers()['content-type'] ?? '', body),
  };
}

export interface ScreenVisit {
  /** The address inside the app, such as `/ebook?id=42`. */
  path: string;
  /** What is on the screen once it is complete (awaited after the network went idle). */
  content(page: Page): Locator;
}

/**
 * The requests to `backendUrl` that loading `visit` in a fresh browser context
 * sent, once the network is idle and the screen's content is visible. Service
 * workers are blocked so nothing is answered from a cache the app keeps itself.
 */
export async function captureScreen(
  browser: Browser,
  appUrl: string,
  backendUrl: string,
  visit: ScreenVisit,
): Promise<CapturedRequest[]> {
  const backendOrigin = new URL(backendUrl).origin;
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const pending: Array<Promise<CapturedRequest | null>> = [];
    const onFinished = (request: Request) => {
      if (new URL(request.url()).origin === backendOrigin) pending.push(describe(request));
    };
    page.on('requestfinished', onFinished);
    const failures: string[] = [];
    page.on('requestfailed', (request) => {
      if (new URL(request.url()).origin === backendOrigin) {
        failures.push(`${request.method()} ${request.url()} (${request.failure()?.errorText})`);
      }
    });
    await page.goto(new URL(visit.path, appUrl).href, { waitUntil: 'networkidle' });
    await visit.content(page).first().waitFor({ state: 'visible' });
    await page.waitForLoadState('networkidle');
    // Reading a response is asynchronous: wait until no request finishes while the others are read.
    let read = -1;
    while (read < pending.length) {
      read = pending.length;
      await Promise.all(pending);
    }
    page.off('requestfinished', onFinished);
    const captured = await Promise.all(pending);
    if (failures.length > 0) throw new Error(`${visit.path}: requests failed: ${failures.join('; ')}`);
    return captured.filter((request): request is CapturedRequest => request !== null);
  } finally {
    await context.close();
  }
}
