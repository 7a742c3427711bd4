import { useCallback, useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectUser } from '../auth/authSlice';
import { selectProductById } from '../products/productsSlice';
import { ebookBucket } from '../storage/storage';
import { storageApi } from '../storage/storageApi';
import { toastRaised } from '../toasts/toastsSlice';
import { downloadPercent, OFFLINE_BOOK_MESSAGES } from './offlineBooks';
import {
  askForPersistentStorage,
  findOfflineBookFile,
  removeOfflineBookFile,
  saveBookFile,
  storageUsage,
} from './offlineBookFiles';
import {
  offlineBookRemoved,
  offlineBookSaved,
  selectIsOfflineCopyShared,
  selectOfflineBook,
} from './offlineBooksSlice';

/** One book's offline copy: whether it is saved, the download in progress, and what can be done. */
export function useOfflineBook(productId: number) {
  const dispatch = useAppDispatch();
  const product = useAppSelector((state) => selectProductById(state, productId));
  const userId = useAppSelector(selectUser)?.id ?? null;
  const saved = useAppSelector((state) => selectOfflineBook(state, productId));
  const shared = useAppSelector((state) => selectIsOfflineCopyShared(state, productId));
  /** Percent done (null: size unknown) while downloading; undefined when not downloading. */
  const [progress, setProgress] = useState<number | null | undefined>(undefined);

  // A listed book whose file the browser evicted (or another tab removed) is shown as not saved.
  useEffect(() => {
    if (!saved || !userId || typeof caches === 'undefined') return;
    let current = true;
    void findOfflineBookFile(saved).then((file) => {
      if (current && !file) dispatch(offlineBookRemoved({ userId, productId }));
    });
    return () => {
      current = false;
    };
  }, [saved, userId, productId, dispatch]);

  const download = useCallback(async () => {
    if (!product?.contentPath || !userId) return;
    const contentPath = product.contentPath;
    setProgress(null);
    try {
      const link = await dispatch(
        storageApi.endpoints.getSignedEbookUrl.initiate(productId, { forceRefetch: true, subscribe: false }),
      ).unwrap();
      await askForPersistentStorage();
      const bucket = ebookBucket(product);
      let shown: number | null = null;
      const bytes = await saveBookFile({
        url: link.url,
        productId,
        bucket,
        contentPath,
        onProgress: (received, total) => {
          const percent = downloadPercent(received, total);
          // One update per percent, not one per network chunk.
          if (percent !== shown) setProgress((shown = percent));
        },
      });
      const book = {
        productId,
        name: product.name,
        image: product.image,
        category: product.category,
        contentPath,
        bucket,
        bytes,
        savedAt: new Date().toISOString(),
      };
      dispatch(offlineBookSaved({ userId, book }));
    } catch {
      dispatch(toastRaised('danger', OFFLINE_BOOK_MESSAGES.failed));
    } finally {
      setProgress(undefined);
    }
  }, [dispatch, product, productId, userId]);

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

/** The site's storage use on this device, read again whenever `revision` changes (a save, a removal). */
export function useStorageUsage(revision: unknown) {
  const [usage, setUsage] = useState<{ used: number; quota: number | null } | null>(null);
  useEffect(() => {
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
