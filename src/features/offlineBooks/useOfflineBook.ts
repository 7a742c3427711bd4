import { useCallback, useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks';
import { selectUser } from '../auth/authSlice';
import type { Product } from '../products/products';
import { selectProductById } from '../products/productsSlice';
import { ebookBucket } from '../storage/storage';
import { storageApi } from '../storage/storageApi';
import { toastRaised } from '../toasts/toastsSlice';
import { OFFLINE_BOOK_MESSAGES, type OfflineBookSnapshot, type OfflineBooksState } from './offlineBooks';
import {
  askForPersistentStorage,
  downloadPercent,
  OfflineStorageFullError,
  storageUsage,
} from '../../lib/offlineFiles';
import { hasOfflineBookFile, removeOfflineBookFile, saveBookFile } from './offlineBookFiles';
import { downloadKey, downloadProgressed, runDownload } from '../../lib/runningDownloads';
import { useDownloadProgress } from '../../shared/hooks/useDownloadProgress';
import {
  offlineBookRemoved,
  offlineBookSaved,
  selectIsOfflineCopyShared,
  selectOfflineBook,
} from './offlineBooksSlice';

/** Whether any user of this device lists a copy of this file (then it is shared, and stays). */
const isListedByAnyone = (
  state: OfflineBooksState,
  book: Pick<OfflineBookSnapshot, 'bucket' | 'contentPath'>,
): boolean =>
  Object.values(state.byUser).some((books) =>
    books.some((b) => b.bucket === book.bucket && b.contentPath === book.contentPath),
  );

/** One book's offline copy: whether it is saved, the download in progress, and what can be done. */
export function useOfflineBook(productId: number) {
  const dispatch = useAppDispatch();
  const product = useAppSelector((state) => selectProductById(state, productId));
  const userId = useAppSelector(selectUser)?.id ?? null;
  const saved = useAppSelector((state) => selectOfflineBook(state, productId));
  const shared = useAppSelector((state) => selectIsOfflineCopyShared(state, productId));
  const store = useAppStore();
  const key = userId === null ? null : downloadKey(userId, productId);
  /** Percent done (null: size unknown) while downloading; undefined when not downloading. */
  const progress = useDownloadProgress(key);

  // A listed book whose file the browser evicted (or another tab removed) is shown as not saved.
  useEffect(() => {
    if (!saved || !userId || typeof caches === 'undefined') return;
    let current = true;
    void hasOfflineBookFile(saved).then((there) => {
      if (current && !there) dispatch(offlineBookRemoved({ userId, productId }));
    });
    return () => {
      current = false;
    };
  }, [saved, userId, productId, dispatch]);

  const download = useCallback(async () => {
    if (!product?.contentPath || !userId || key === null) return;
    const book = { ...product, contentPath: product.contentPath };
    await runDownload(key, (controller) =>
      saveOfflineCopy({ store, dispatch, product: book, userId, controller, key }),
    );
  }, [store, dispatch, key, product, userId]);

  const remove = useCallback(async () => {
    if (!saved || !userId) return;
    dispatch(offlineBookRemoved({ userId, productId }));
    await removeOfflineBookFile(saved, shared);
    dispatch(toastRaised('success', OFFLINE_BOOK_MESSAGES.removed));
  }, [dispatch, saved, shared, userId, productId]);

  return {
    saved,
    downloading: progress !== undefined,
    progress: progress ?? null,
    canDownload: Boolean(product?.contentPath && userId),
    download,
    remove,
  };
}

/**
 * The site's storage use on this device, read again whenever `revision`
 * changes (a save, a removal); null `revision` reads nothing. Only a card with
 * a saved copy shows it: a library of 500 books must not ask the browser 500
 * times for a figure no card shows.
 */
export function useStorageUsage(revision: string | null) {
  const [usage, setUsage] = useState<{ used: number; quota: number | null } | null>(null);
  useEffect(() => {
    if (revision === null) return;
    let current = true;
    void storageUsage().then((value) => {
      if (current) setUsage(value);
    });
    return () => {
      current = false;
    };
  }, [revision]);
  return usage;
}

interface OfflineCopyJob {
  store: ReturnType<typeof useAppStore>;
  dispatch: ReturnType<typeof useAppDispatch>;
  product: Product & { contentPath: string };
  userId: string;
  controller: AbortController;
  /** The download's key in runningDownloads, for its progress. */
  key: string;
}

/**
 * Fetches a book through a fresh signed link and stores it whole for offline reading, saying so in the store, or
 * why not in a toast. Its reader signed out (or another person signed in) mid-download: it stops, and nothing of
 * it is kept, since sign-out promises their premium copies are gone from this device. Watched in the store, not
 * in the card that started it, which may be gone by then.
 */
async function saveOfflineCopy({ store, dispatch, product, userId, controller, key }: OfflineCopyJob): Promise<void> {
  const stillTheirs = () => store.getState().auth.user?.id === userId;
  const unsubscribe = store.subscribe(() => {
    if (!stillTheirs()) controller.abort();
  });
  try {
    const link = await dispatch(
      storageApi.endpoints.getSignedEbookUrl.initiate(product.id, { forceRefetch: true, subscribe: false }),
    ).unwrap();
    controller.signal.throwIfAborted();
    await askForPersistentStorage();
    const bucket = ebookBucket(product);
    const bytes = await saveBookFile({
      url: link.url,
      productId: product.id,
      bucket,
      contentPath: product.contentPath,
      signal: controller.signal,
      // One update per percent, not one per network chunk.
      onProgress: (received, total) => downloadProgressed(key, controller, downloadPercent(received, total)),
    });
    const book = {
      productId: product.id,
      name: product.name,
      image: product.image,
      category: product.category,
      contentPath: product.contentPath,
      bucket,
      bytes,
      savedAt: new Date().toISOString(),
    };
    if (!stillTheirs()) {
      // Signed out while the file was being stored: it goes again, unless someone here lists it.
      await removeOfflineBookFile(book, isListedByAnyone(store.getState().offlineBooks, book));
      return;
    }
    dispatch(offlineBookSaved({ userId, book }));
  } catch (error) {
    if (controller.signal.aborted) return;
    const message = error instanceof OfflineStorageFullError ? error.message : OFFLINE_BOOK_MESSAGES.failed;
    dispatch(toastRaised('danger', message));
  } finally {
    unsubscribe();
  }
}
