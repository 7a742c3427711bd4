import { useAppSelector } from '../../app/hooks';
import { selectProductById } from '../products/productsSlice';
import { findOfflineBookFile } from './offlineBookFiles';
import { formatBytes } from '../../lib/offlineFiles';
import { saveFile } from '../../lib/saveFile';
import { OFFLINE_BOOK_MESSAGES, offlineFileName } from './offlineBooks';
import { useOfflineBook, useStorageUsage } from './useOfflineBook';
import { buttonClassName } from '../../shared/ui/buttonClassName';
import { OfflineCopy } from '../../shared/ui/OfflineCopy';

/** Hands the saved file to the browser's download, named after the book. */
async function saveFileToDisk(book: Parameters<typeof findOfflineBookFile>[0], name: string) {
  const file = await findOfflineBookFile(book);
  if (file) saveFile(file, offlineFileName(name));
}

/**
 * A library card's offline controls (shared/ui/OfflineCopy.tsx): Download (with its progress), then
 * "Available offline" with Save file and Remove offline copy, and the space the site uses on this device.
 */
export function OfflineBookControls({ productId }: { productId: number }) {
  const name = useAppSelector((state) => selectProductById(state, productId))?.name ?? '';
  const { saved, downloading, progress, canDownload, download, remove } = useOfflineBook(productId);
  const usage = useStorageUsage(saved?.savedAt ?? null);
  const space = saved
    ? `${formatBytes(saved.bytes)}${
        usage
          ? ` · ${OFFLINE_BOOK_MESSAGES.spaceUsed(formatBytes(usage.used), usage.quota ? formatBytes(usage.quota) : null)}`
          : ''
      }`
    : '';
  return (
    <OfflineCopy
      name={name}
      purpose="reading"
      progress={downloading ? progress : undefined}
      saved={saved !== undefined}
      canDownload={canDownload}
      onDownload={() => void download()}
      onRemove={() => void remove()}
      space={space}
      actions={
        saved && (
          <button
            type="button"
            className={buttonClassName('secondary', 'sm')}
            aria-label={`Save file of ${name}`}
            onClick={() => void saveFileToDisk(saved, saved.name)}
          >
            {OFFLINE_BOOK_MESSAGES.saveFile}
          </button>
        )
      }
    />
  );
}
