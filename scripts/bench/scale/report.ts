/**
 * The scale section's figures, from what the screens downloaded and how long
 * their requests took, with the default seed as the reference for 100,000
 * ebooks. Pure functions, so the goals' arithmetic is tested without a browser.
 */
import { API_KEY_PARAM } from '../../../sw/cacheKeys';
import type { Figure } from '../figures';
import type { CapturedRequest } from './captureScreen';
import type { ReplayTimes } from './replay';

/** The goal for every request at 100,000 ebooks, on an idle machine. */
export const REQUEST_P95_GOAL_MS = 10;

export interface MeasuredRequest extends CapturedRequest {
  /** Set for the requests that were replayed (see `requestsToReplay`). */
  times?: ReplayTimes;
}

export interface ScreenMeasure {
  /** The screen's address, `/ebook?id=42`. */
  screen: string;
  requests: MeasuredRequest[];
}

export interface ScreenTotals {
  /** JSON answers of the REST, RPC and auth APIs. */
  apiRequests: number;
  apiBytes: number;
  apiRows: number;
  /** Storage downloads (the covers). */
  covers: number;
  coverBytes: number;
}

/** What makes two requests the same request, in one database or across both. */
export function requestKey(request: Pick<CapturedRequest, 'method' | 'url' | 'body'>): string {
  return `${request.method} ${request.url} ${request.body ?? ''}`;
}

/** A short name for a request in the table: `rpc home_rows {"per_category":10}`, `GET MentoriaDatabase ?ID=eq.42`. */
export function requestLabel(request: Pick<CapturedRequest, 'kind' | 'method' | 'url' | 'body'>): string {
  const url = new URL(request.url);
  if (request.kind === 'storage') return `cover ${decodeURIComponent(url.pathname.split('/').at(-1) ?? '')}`;
  // The API key a visitor's read carries in its address (src/lib/visitorReads.ts) names no request.
  const params = [...url.searchParams.entries()]
    .filter(([name, value]) => !(name === 'select' && value === '*') && name !== API_KEY_PARAM)
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  if (request.kind === 'rpc') {
    const sent = request.body ?? (params ? `?${params}` : '');
    return `rpc ${url.pathname.replace('/rest/v1/rpc/', '')} ${sent}`.trim();
  }
  const path = url.pathname.replace(/^\/(rest|auth)\/v1\//, request.kind === 'auth' ? 'auth ' : '');
  const label = `${request.method} ${path}${params ? ` ?${params}` : ''}`;
  return label.length > 64 ? `${label.slice(0, 63)}…` : label;
}

export function screenTotals(requests: readonly CapturedRequest[]): ScreenTotals {
  const totals: ScreenTotals = { apiRequests: 0, apiBytes: 0, apiRows: 0, covers: 0, coverBytes: 0 };
  for (const request of requests) {
    if (request.kind === 'storage') {
      totals.covers += 1;
      totals.coverBytes += request.bytes;
    } else {
      totals.apiRequests += 1;
      totals.apiBytes += request.bytes;
      totals.apiRows += request.rows ?? 0;
    }
  }
  return totals;
}

/**
 * Which of a screen's requests are timed: every distinct API request, and of
 * the covers only the largest (they are files read from disk, alike but for
 * their size; timing each of dozens would take minutes and say nothing more).
 */
export function requestsToReplay<T extends CapturedRequest>(requests: readonly T[]): T[] {
  const distinct = new Map<string, T>();
  let largestCover: T | null = null;
  for (const request of requests) {
    if (request.kind === 'storage') {
      if (!largestCover || request.bytes > largestCover.bytes) largestCover = request;
    } else if (!distinct.has(requestKey(request))) {
      distinct.set(requestKey(request), request);
    }
  }
  return [...distinct.values(), ...(largestCover ? [largestCover] : [])];
}

/** The API requests whose row count differs between the databases: `; rpc home_rows: 620 rows (seed 160)`. */
function rowChanges(seed: readonly CapturedRequest[], scale: readonly CapturedRequest[]): string {
  const seedRows = new Map(seed.map((request) => [requestKey(request), request.rows]));
  return scale
    .filter((request) => request.kind !== 'storage' && seedRows.has(requestKey(request)))
    .filter((request) => seedRows.get(requestKey(request)) !== request.rows)
    .map((request) => `; ${requestLabel(request)}: ${request.rows} rows (seed ${seedRows.get(requestKey(request))})`)
    .join('');
}

const bytesPerRow = (totals: ScreenTotals) =>
  totals.apiRows > 0 ? Math.round(totals.apiBytes / totals.apiRows) : null;

const byScreen = (measures: readonly ScreenMeasure[]) => new Map(measures.map((measure) => [measure.screen, measure]));

/** Bytes, rows and covers per screen: 100,000 ebooks beside the seed, with the goal "no more bytes at scale". */
export function downloadFigures(seed: readonly ScreenMeasure[], scale: readonly ScreenMeasure[]): Figure[] {
  const seedScreens = byScreen(seed);
  return scale.flatMap(({ screen, requests }): Figure[] => {
    const at = screenTotals(requests);
    const before = seedScreens.get(screen);
    const reference = before ? screenTotals(before.requests) : null;
    const seedLabel = 'seed (160)';
    return [
      {
        section: 'scale',
        name: `${screen}: API bytes (REST/RPC/auth JSON, as sent)`,
        value: at.apiBytes,
        unit: 'bytes',
        reference: { label: seedLabel, value: reference?.apiBytes ?? null },
        goal: { text: '≤ seed', met: reference !== null && at.apiBytes <= reference.apiBytes },
        note: `${screen}: ${at.apiRequests} API requests, ${at.apiRows} rows at scale; ${reference?.apiRequests ?? '?'} requests, ${reference?.apiRows ?? '?'} rows with the seed${rowChanges(before?.requests ?? [], requests)}`,
      },
      {
        section: 'scale',
        name: `${screen}: API rows`,
        value: at.apiRows,
        unit: 'count',
        reference: { label: seedLabel, value: reference?.apiRows ?? null },
      },
      {
        section: 'scale',
        name: `${screen}: API bytes per row`,
        value: bytesPerRow(at),
        unit: 'bytes',
        reference: { label: seedLabel, value: reference ? bytesPerRow(reference) : null },
      },
      {
        section: 'scale',
        name: `${screen}: cover bytes (storage, ${at.covers} files)`,
        value: at.coverBytes,
        unit: 'bytes',
        reference: { label: `seed (${reference?.covers ?? '?'} files)`, value: reference?.coverBytes ?? null },
      },
    ];
  });
}

/** p50 and p95 of each replayed request at scale, beside the same request with the seed; p95's goal is < 10 ms. */
export function timeFigures(seed: readonly ScreenMeasure[], scale: readonly ScreenMeasure[]): Figure[] {
  const seedScreens = byScreen(seed);
  return scale.flatMap(({ screen, requests }) => {
    const seedTimes = new Map(
      (seedScreens.get(screen)?.requests ?? []).filter((r) => r.times).map((r) => [requestKey(r), r.times!]),
    );
    return requests
      .filter((request) => request.times)
      .flatMap((request): Figure[] => {
        const reference = request.kind === 'storage' ? null : seedTimes.get(requestKey(request));
        const label = `${screen} ${requestLabel(request)}`;
        const seedLabel = request.kind === 'storage' ? 'seed (not the same file)' : 'seed';
        const p95 = request.times!.p95;
        return [
          {
            section: 'scale',
            name: `${label}: p50`,
            value: request.times!.p50,
            unit: 'ms',
            reference: { label: seedLabel, value: reference?.p50 ?? null },
          },
          {
            section: 'scale',
            name: `${label}: p95`,
            value: p95,
            unit: 'ms',
            reference: { label: seedLabel, value: reference?.p95 ?? null },
            goal: { text: `< ${REQUEST_P95_GOAL_MS} ms`, met: p95 !== null && p95 < REQUEST_P95_GOAL_MS },
          },
        ];
      });
  });
}

export interface SearchIndexTimes {
  /** What was searched for (the /search screen's text, or a text that matches nothing). */
  label: string;
  withIndex: ReplayTimes;
  withoutIndex: ReplayTimes;
}

/** The search without its trigram index beside the same search with it (the reference), at scale. */
export function searchIndexFigures(searches: readonly SearchIndexTimes[]): Figure[] {
  return searches.flatMap(({ label, withIndex, withoutIndex }): Figure[] =>
    (['p50', 'p95'] as const).map((at) => ({
      section: 'scale',
      name: `search ${label} without the trigram index: ${at}`,
      value: withoutIndex[at],
      unit: 'ms',
      reference: { label: 'with the index', value: withIndex[at] },
    })),
  );
}
