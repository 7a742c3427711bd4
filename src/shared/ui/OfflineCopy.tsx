import type { ReactNode } from 'react';
import { buttonClassName } from './buttonClassName';
import './OfflineCopy.css';

export interface OfflineCopyProps {
  /** The book's or course's name, in the controls' accessible names. */
  name: string;
  /** What the copy is for, in Download's name: "Download {name} for offline reading". */
  purpose: 'reading' | 'viewing';
  /** The download's percent (null: its size not known yet); undefined when none is running. */
  progress: number | null | undefined;
  /** Whether the copy is on this device. */
  saved: boolean;
  canDownload?: boolean;
  onDownload: () => void;
  onRemove: () => void;
  /** Under a saved copy: its size, and the space the site uses (as people read sizes: lib/offlineFiles.ts). */
  space: string;
  /** Actions beside Remove (a book's Save file). */
  actions?: ReactNode;
}

export const OFFLINE_COPY_LABELS = {
  download: 'Download',
  downloading: 'Downloading…',
  available: 'Available offline',
} as const;

/**
 * An offline copy's controls, the same for a book and a course (docs/product.md#a-course-can-be-watched-offline): Download, its
 * progress while it runs, then "Available offline" with Remove and the space it takes.
 */
export function OfflineCopy(props: OfflineCopyProps) {
  const { name, purpose, progress, saved, canDownload = true, onDownload, onRemove, space, actions } = props;
  if (progress !== undefined) {
    return (
      <div className="offline-copy">
        <progress
          className="offline-copy__progress"
          max={100}
          {...(progress === null ? {} : { value: progress })}
          aria-label={`Downloading ${name}`}
        />
        <span className="offline-copy__percent" aria-live="polite">
          {progress === null ? OFFLINE_COPY_LABELS.downloading : `${progress}%`}
        </span>
      </div>
    );
  }
  if (!saved) {
    return (
      <div className="offline-copy">
        <button
          type="button"
          className={buttonClassName('secondary', 'sm')}
          disabled={!canDownload}
          aria-label={`Download ${name} for offline ${purpose}`}
          onClick={onDownload}
        >
          {OFFLINE_COPY_LABELS.download}
        </button>
      </div>
    );
  }
  return (
    <div className="offline-copy">
      <span className="offline-copy__badge">{OFFLINE_COPY_LABELS.available}</span>
      <div className="offline-copy__actions">
        {actions}
        <button
          type="button"
          className={buttonClassName('ghost', 'sm')}
          aria-label={`Remove offline copy of ${name}`}
          onClick={onRemove}
        >
          Remove offline copy
        </button>
      </div>
      <p className="offline-copy__space">{space}</p>
    </div>
  );
}
