import { Contrast, Minus, Plus } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { READING_MODES } from '../../config/constants';
import { IconButton } from '../../shared/ui/IconButton';
import type { ReadingMode } from '../learnerSettings/learnerSettings';
import { READING_MODE_LABELS } from './readingModes';
import { ZOOM_PERCENT_RANGE, ZOOM_STEPS, zoomChoiceValue, zoomFromChoice, type Zoom } from './zoom';

interface ReaderToolbarProps {
  zoom: Zoom;
  /** The share of its printed size the page is shown at. */
  shownPercent: number;
  onZoom: (zoom: Zoom) => void;
  onStep: (direction: 'in' | 'out') => void;
  readingMode: ReadingMode;
  onReadingMode: (mode: ReadingMode) => void;
  /** More tools' toggle buttons (Find, Outline, Notes), after the reader's own. */
  children?: ReactNode;
}

/** The percentages the zoom list offers: the steps, and the one shown when a wheel or a pinch chose another. */
const percentChoices = (zoom: Zoom) =>
  'percent' in zoom && !(ZOOM_STEPS as readonly number[]).includes(zoom.percent)
    ? [...ZOOM_STEPS, zoom.percent].sort((a, b) => a - b)
    : ZOOM_STEPS;

/** The percentage a fit comes to, beside the fit chosen. */
const fitShown = (zoom: Zoom, fit: 'page' | 'width', shownPercent: number) =>
  'fit' in zoom && zoom.fit === fit ? ` (${shownPercent}%)` : '';

/**
 * The small bar above the page (docs/product.md#the-reader-is-a-study-tool): zoom out, the zoom (fit width, fit
 * page or a percentage), zoom in, and the page's colours; other tools add their buttons as children.
 */
export function ReaderToolbar({
  zoom,
  shownPercent,
  onZoom,
  onStep,
  readingMode,
  onReadingMode,
  children,
}: ReaderToolbarProps) {
  const zoomId = useId();
  const modeId = useId();
  return (
    <div className="reader-toolbar" role="group" aria-label="Reader tools">
      <div className="reader-toolbar__zoom">
        <IconButton
          label="Zoom out"
          icon={<Minus aria-hidden="true" size={18} />}
          disabled={shownPercent <= ZOOM_PERCENT_RANGE.min}
          onClick={() => onStep('out')}
        />
        <label className="visually-hidden" htmlFor={zoomId}>
          Zoom
        </label>
        <select
          id={zoomId}
          className="reader-toolbar__select"
          value={zoomChoiceValue(zoom)}
          onChange={(event) => onZoom(zoomFromChoice(event.target.value))}
        >
          <option value="fit-page">Fit page{fitShown(zoom, 'page', shownPercent)}</option>
          <option value="fit-width">Fit width{fitShown(zoom, 'width', shownPercent)}</option>
          {percentChoices(zoom).map((percent) => (
            <option key={percent} value={percent}>
              {percent}%
            </option>
          ))}
        </select>
        <IconButton
          label="Zoom in"
          icon={<Plus aria-hidden="true" size={18} />}
          disabled={shownPercent >= ZOOM_PERCENT_RANGE.max}
          onClick={() => onStep('in')}
        />
      </div>
      <div className="reader-toolbar__mode">
        <Contrast className="reader-toolbar__mode-icon" aria-hidden="true" size={18} />
        <label className="visually-hidden" htmlFor={modeId}>
          Reading mode
        </label>
        <select
          id={modeId}
          className="reader-toolbar__select"
          value={readingMode}
          onChange={(event) => onReadingMode(event.target.value as ReadingMode)}
        >
          {READING_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {READING_MODE_LABELS[mode]}
            </option>
          ))}
        </select>
      </div>
      {children}
    </div>
  );
}
