/**
 * Sends a captured request again and again from Node, one at a time over a
 * kept-alive connection, and times each until its whole answer has arrived.
 */
import { performance } from 'node:perf_hooks';
import { percentile } from '../figures';
import type { CapturedRequest } from './captureScreen';

/** Runs before the timed ones: they open the connection and warm the database's caches and plans. */
export const WARM_UP_RUNS = 5;

export interface ReplayTimes {
  p50: number | null;
  p95: number | null;
  runs: number;
}

async function sendOnce(request: Pick<CapturedRequest, 'method' | 'url' | 'headers' | 'body'>): Promise<void> {
  const response = await fetch(request.url, {
    method: request.method,
    headers: request.headers,
    ...(request.body === null ? {} : { body: request.body }),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${request.method} ${request.url} answered ${response.status}`);
}

export async function replay(
  request: Pick<CapturedRequest, 'method' | 'url' | 'headers' | 'body'>,
  runs: number,
): Promise<ReplayTimes> {
  for (let i = 0; i < WARM_UP_RUNS; i++) await sendOnce(request);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await sendOnce(request);
    times.push(performance.now() - started);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), runs };
}
