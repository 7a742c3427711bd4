import { useAppSelector } from '../../app/hooks';
import { selectProductById } from '../products/productsSlice';
import { findOfflineBookFile } from './offlineBookFiles';
import { formatBytes, OFFLINE_BOOK_MESSAGES, offlineFileName } from './offlineBooks';
import { useOfflineBook, useStorageUsage } from './useOfflineBook';
import './OfflineBookControls.css';

/** Hands the saved file to the browser's download, named after the book. */
async function saveFileToDisk(book: Parameters<typeof findOfflineBookFile>[0], name: string) {
  const file = await findOfflineBookFile(book);
  if (!file) return;
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = offlineFileName(name);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the URL would only hold the memory.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * A library card's offline controls: Download (with its progress), then
 * "Available offline" with Save file and Remove offline copy, and the space
 * the site uses on this device.
 */
export function OfflineBookControls({ productId }: { productId: number }) {
  const name = useAppSelector((state) => selectProductById(state, productId))?.name ?? '';
  const { saved, downloading, progress, canDownload, download, remove } = useOfflineBook(productId);
  const usage = useStorageUsage(saved?.savedAt ?? null);

  if (downloading) {
    const label = progress === null ? OFFLINE_BOOK_MESSAGES.downloading : `${progress}%`;
    return (
      <div className="offline-book">
        <progress
          className="offline-book__progress"
          max={100}
          {...(progress === null ? {} : { value: progress })}
          aria-label={`Downloading ${name}`}
        />
        <span className="offline-book__percent" aria-live="polite">
          {label}
        </span>
      </div>
    );
  }

  if (!saved) {
    return (
      <div className="offline-book">
        <button
          type="button"
          className="button button--sm button--secondary"
          disabled={!canDownload}
          aria-label={`Download ${name} for offline reading`}
          onClick={() => void download()}
        >
          {OFFLINE_BOOK_MESSAGES.download}
        </button>
      </div>
    );
  }

  return (
    <div className="offline-book">
      <span className="offline-book__badge">{OFFLINE_BOOK_MESSAGES.available}</span>
      <div className="offline-book__actions">
        <button
          type="button"
          className="button button--sm button--secondary"
          aria-label={`Save file of ${name}`}
          onClick={() => void saveFileToDisk(saved, saved.name)}
        >
          {OFFLINE_BOOK_MESSAGES.saveFile}
        </button>
        <button
          type="button"
          className="button button--sm button--ghost"
          aria-label={`Remove offline copy of ${name}`}
          onClick={() => void remove()}
        >
          {OFFLINE_BOOK_MESSAGES.remove}
        </button>
      </div>
      <p className="offline-book__space">
        {formatBytes(saved.bytes)}
        {usage
          ? ` · ${OFFLINE_BOOK_MESSAGES.spaceUsed(formatBytes(usage.used), usage.quota ? formatBytes(usage.quota) : null)}`
          : ''}
      </p>
    </div>
  );
}
