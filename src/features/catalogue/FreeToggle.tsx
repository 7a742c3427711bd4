import './FreeToggle.css';

interface FreeToggleProps {
  free: boolean;
  onChange: (free: boolean) => void;
}

/**
 * The All / Free toggle above the list. Two buttons,
 * the chosen one pressed; choosing applies at once.
 */
export function FreeToggle({ free, onChange }: FreeToggleProps) {
  return (
    <div className="free-toggle" role="group" aria-label="Price">
      <button type="button" className="free-toggle__option" aria-pressed={!free} onClick={() => onChange(false)}>
        All
      </button>
      <button type="button" className="free-toggle__option" aria-pressed={free} onClick={() => onChange(true)}>
        Free
      </button>
    </div>
  );
}
