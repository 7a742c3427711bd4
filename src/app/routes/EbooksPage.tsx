import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import type { EbookFilters } from '../../features/catalogue/ebookFilters';
import { ALL_EBOOKS_LABEL, appliedFiltersLabel, panelFilterCount } from '../../features/catalogue/filterPanel';
import { EbookList } from '../../features/catalogue/EbookList';
import { FilterPanel } from '../../features/catalogue/FilterPanel';
import { FreeToggle } from '../../features/catalogue/FreeToggle';
import { listMemory } from '../../features/catalogue/listMemory';
import { useEbookFilters } from '../../features/catalogue/useEbookFilters';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { useIsMobile } from '../../shared/hooks/useIsMobile';
import { Button } from '../../shared/ui/Button';
import '../../features/catalogue/catalogue.css';

/**
 * /ebooks: every ebook, or those of the filters in the address (?category=,
 * free=1, min=, max=). The All/Free toggle applies at once; the Filter panel
 * (beside the list, or a dialog at 768 px or less) applies with "Apply Filters".
 */
export function EbooksPage() {
  const [filters, applyFilters] = useEbookFilters();
  const applied = appliedFiltersLabel(filters);
  useDocumentTitle(applied === ALL_EBOOKS_LABEL ? 'Ebooks' : `Ebooks: ${applied}`);
  const mobile = useIsMobile();
  const panelId = useId();
  // A dialog left open is not brought back; a side panel is, so the grid keeps its width on Back.
  const [panelOpen, setPanelOpen] = useState(() => !mobile && listMemory.panelOpen());
  const sidePanel = panelOpen && !mobile;
  const panelCount = panelFilterCount(filters);

  function openPanel(open: boolean) {
    setPanelOpen(open);
    listMemory.setPanelOpen(open);
  }

  function applyFromPanel(next: EbookFilters) {
    applyFilters(next);
    if (mobile) openPanel(false);
  }

  return (
    <div className="page ebooks-page">
      <header className="ebooks-page__header">
        <h1 className="ebooks-page__title">Ebooks</h1>
        <p className="ebooks-page__applied" aria-live="polite">
          Showing <strong>{applied}</strong>
        </p>
      </header>

      <div className="ebooks-page__toolbar">
        <FreeToggle free={filters.free} onChange={(free) => applyFilters({ ...filters, free })} />
        <Button
          variant="secondary"
          aria-expanded={panelOpen}
          aria-controls={sidePanel ? panelId : undefined}
          onClick={() => openPanel(!panelOpen)}
        >
          <SlidersHorizontal aria-hidden="true" size={18} />
          Filter
          {panelCount > 0 && (
            <>
              {' '}
              <span className="ebooks-page__count">
                {panelCount}
                <span className="visually-hidden"> set</span>
              </span>
            </>
          )}
        </Button>
      </div>

      <div className={sidePanel ? 'ebooks-page__body ebooks-page__body--with-panel' : 'ebooks-page__body'}>
        <FilterPanel
          id={panelId}
          open={panelOpen}
          asDrawer={mobile}
          onClose={() => openPanel(false)}
          applied={filters}
          onApply={applyFromPanel}
        />
        <EbookList filters={filters} filtered={panelCount > 0 || filters.free} />
      </div>
    </div>
  );
}
