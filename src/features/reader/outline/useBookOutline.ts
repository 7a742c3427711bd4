import { useEffect, useState } from 'react';
import type { Loadable } from '../../../lib/loadable';
import { bookOutline, type OutlineDocument, type OutlineEntry } from './bookOutline';

export type OutlineState = Loadable<OutlineEntry[], { retry: () => void }>;

/**
 * The open book's outline, read once per book and attempt (docs/product.md#failures-are-visible: one that could not
 * be read says so, and `retry` reads it again), from the first time it is `wanted`: resolving its entries to pages
 * reads each chapter's page object, spread through the file, which for a book read by byte ranges means fetching
 * much of the file, so a reader who never opens the outline does not pay for it.
 */
export function useBookOutline(pdf: OutlineDocument, wanted: boolean): OutlineState {
  const [attempt, setAttempt] = useState(0);
  const [read, setRead] = useState<{ pdf: OutlineDocument; attempt: number; state: OutlineState } | null>(null);
  const [everWanted, setEverWanted] = useState(wanted);
  if (wanted && !everWanted) setEverWanted(true);
  useEffect(() => {
    if (!everWanted) return;
    let current = true;
    const settle = (state: OutlineState) => current && setRead({ pdf, attempt, state });
    bookOutline(pdf).then(
      (entries) => settle({ status: 'ready', data: entries }),
      () => settle({ status: 'failed', retry: () => setAttempt((count) => count + 1) }),
    );
    return () => {
      current = false;
    };
  }, [pdf, attempt, everWanted]);
  return read?.pdf === pdf && read.attempt === attempt ? read.state : { status: 'loading' };
}
