import { X } from 'lucide-react';
import { useId } from 'react';
import { IconButton } from '../../shared/ui/IconButton';
import { Modal } from '../../shared/ui/Modal';
import type { EbookFilters } from './ebookFilters';
import { EbookFilterForm } from './EbookFilterForm';
import './FilterPanel.css';

interface FilterPanelProps {
  /** The id the Filter button's aria-controls points at (the side panel). */
  id: string;
  open: boolean;
  /** At 768 px or less the panel is a dialog over the list; beside it otherwise. */
  asDrawer: boolean;
  onClose: () => void;
  applied: EbookFilters;
  onApply: (filters: EbookFilters) => void;
}

/**
 * The Filter panel: beside the list on wide screens, a dialog on small ones
 * (the shared Modal: focus stays inside, Escape closes it, focus returns to the
 * Filter button).
 */
export function FilterPanel({ id, open, asDrawer, onClose, applied, onApply }: FilterPanelProps) {
  const headingId = useId();
  if (!open) return null;
  const form = <EbookFilterForm applied={applied} onApply={onApply} />;

  if (asDrawer) {
    return (
      <Modal open onClose={onClose} title="Filters">
        {form}
      </Modal>
    );
  }
  return (
    <aside id={id} className="filter-panel" aria-labelledby={headingId}>
      <div className="filter-panel__header">
        <h2 id={headingId} className="filter-panel__title">
          Filters
        </h2>
        <IconButton label="Close filters" icon={<X aria-hidden="true" />} onClick={onClose} />
      </div>
      {form}
    </aside>
  );
}
