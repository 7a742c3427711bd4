import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { rovingIndexAfterKey } from './rovingFocus';
import './Tabs.css';

export interface TabItem<Id extends string = string> {
  /** Stable and unique among the tabs; part of the elements' ids. */
  id: Id;
  label: string;
  panel: ReactNode;
}

interface TabsProps<Id extends string> {
  /** What the tabs are about, for screen readers: the tab list's name. */
  label: string;
  tabs: readonly TabItem<Id>[];
  /**
   * The shown tab's id, for tabs whose choice lives elsewhere (the address);
   * with it, `onSelect` is how a choice gets there. Without it the tabs keep
   * their own choice, starting with the first.
   */
  selectedId?: Id;
  onSelect?: (id: Id) => void;
}

/**
 * The WAI-ARIA tabs pattern: one tab stop for the whole list, arrow keys move
 * between tabs (and show them at once), Home and End jump to the ends. A
 * panel's content is mounted the first time its tab is shown and then kept,
 * so what a reader typed in one panel is still there after visiting another,
 * and nothing loads for a panel nobody opened.
 */
export function Tabs<Id extends string>({ label, tabs, selectedId, onSelect }: TabsProps<Id>) {
  const baseId = useId();
  const [ownSelected, setOwnSelected] = useState(0);
  const controlledIndex = tabs.findIndex((tab) => tab.id === selectedId);
  const selected = selectedId === undefined || controlledIndex < 0 ? ownSelected : controlledIndex;
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set([selected]));
  // A tab chosen from outside (Back, a link) counts as opened too: its panel is kept from then on.
  if (!opened.has(selected)) setOpened(new Set(opened).add(selected));
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const tabId = (index: number) => `${baseId}-tab-${tabs[index]?.id ?? index}`;
  const panelId = (index: number) => `${baseId}-panel-${tabs[index]?.id ?? index}`;

  function show(index: number) {
    setOwnSelected(index);
    const id = tabs[index]?.id;
    if (id !== undefined && id !== selectedId) onSelect?.(id);
    setOpened((previous) => (previous.has(index) ? previous : new Set(previous).add(index)));
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = rovingIndexAfterKey(event.key, selected, tabs.length);
    if (next === null) return;
    event.preventDefault();
    show(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <div className="tabs">
      <div className="tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(index)}
            className="tabs__tab"
            aria-selected={index === selected}
            aria-controls={panelId(index)}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => show(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(index)}
          className="tabs__panel"
          aria-labelledby={tabId(index)}
          tabIndex={0}
          hidden={index !== selected}
        >
          {opened.has(index) && tab.panel}
        </div>
      ))}
    </div>
  );
}
