/**
 * A page's JavaScript heap as the bench reads it, and what "flat" means for it
 * across a stretch of use (the reader's page turns, the player's playback).
 */
import type { CDPSession } from '@playwright/test';

const MB = 1024 * 1024;

/**
 * The main thread's JS heap in use (Performance.getMetrics JSHeapUsedSize) after forced garbage collection,
 * so what is counted is what the page still holds, not what it has yet to collect. Workers have heaps of
 * their own, not counted.
 */
export async function jsHeapAfterGc(cdp: CDPSession): Promise<number> {
  // Twice: the first collection can leave objects whose finalizers release more.
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? Number.NaN;
}

/** How much a heap may grow and still count as flat: 10 % of where it started, or 1 MB, whichever allows more. */
export const FLAT_HEAP = { share: 0.1, bytes: MB, words: 'at most 10 % or 1 MB more' } as const;

/**
 * Whether a heap stayed flat from `startBytes` to `endBytes`: the noise of a heap measured after GC on a page
 * that keeps a few small caches (React's fibers, RTK Query's answers, pdf.js's page objects) stays inside
 * FLAT_HEAP, while a leak of something per page turn or per seek adds up past it.
 */
export function heapStaysFlat(startBytes: number, endBytes: number): boolean {
  return endBytes <= startBytes + Math.max(FLAT_HEAP.share * startBytes, FLAT_HEAP.bytes);
}
