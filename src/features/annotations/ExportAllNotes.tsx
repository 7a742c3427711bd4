import { useState } from 'react';
import { useAppDispatch, useAppStore } from '../../app/hooks';
import { BusyButton } from '../../shared/ui/BusyButton';
import { toastRaised } from '../toasts/toastsSlice';
import type { ExportFormat } from './saveAnnotationsFile';
import './ExportAllNotes.css';

const OUTCOME_MESSAGES = {
  empty: 'You have no highlights, notes or bookmarks yet.',
  failed: 'Your notes could not be fetched. Check your connection and try again.',
} as const;

/**
 * Settings' export of every book's highlights, notes and bookmarks, as Markdown or CSV. The export's code
 * (exportAllAnnotations.ts and what it uses) is loaded when a button is pressed, not with Settings.
 */
export function ExportAllNotes() {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const run = async (format: ExportFormat) => {
    setBusy(format);
    try {
      const { exportAllAnnotations } = await import('./exportAllAnnotations');
      const outcome = await exportAllAnnotations({ dispatch, getState: store.getState }, format);
      if (outcome !== 'saved')
        dispatch(toastRaised(outcome === 'empty' ? 'success' : 'danger', OUTCOME_MESSAGES[outcome]));
    } catch {
      dispatch(toastRaised('danger', OUTCOME_MESSAGES.failed));
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className="settings-export" aria-labelledby="settings-export-title">
      <h2 id="settings-export-title" className="settings-export__title">
        Highlights and notes
      </h2>
      <p className="settings-export__hint">Download every book’s highlights, notes and bookmarks.</p>
      <div className="settings-export__actions">
        <BusyButton
          variant="secondary"
          size="sm"
          busy={busy === 'md'}
          busyLabel="Exporting…"
          onClick={() => void run('md')}
        >
          Export all as Markdown
        </BusyButton>
        <BusyButton
          variant="secondary"
          size="sm"
          busy={busy === 'csv'}
          busyLabel="Exporting…"
          onClick={() => void run('csv')}
        >
          Export all as CSV
        </BusyButton>
      </div>
    </section>
  );
}
