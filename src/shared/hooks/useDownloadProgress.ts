import { useSyncExternalStore } from 'react';
import { downloadProgressOf, subscribeToDownloads } from '../../lib/runningDownloads';

/** A running download's percent (null: its size not known yet), or undefined when none runs under `key`. */
export const useDownloadProgress = (key: string | null): number | null | undefined =>
  useSyncExternalStore(subscribeToDownloads, () => (key === null ? undefined : downloadProgressOf(key)));
