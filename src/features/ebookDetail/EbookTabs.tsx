import type { ReactNode } from 'react';
import { Tabs } from '../../shared/ui/Tabs';

interface EbookTabsProps {
  description: ReactNode;
  inside: ReactNode;
  reviews: ReactNode;
}

/**
 * The detail screen's tabs: Description, What's Inside? and Reviews. Each
 * panel starts with a heading named like its tab (hidden: the tab already
 * shows it), so the page's outline reads title, panel, then the panel's own headings.
 */
export function EbookTabs({ description, inside, reviews }: EbookTabsProps) {
  const panels = [
    { id: 'description', label: 'Description', content: description },
    { id: 'inside', label: "What's Inside?", content: inside },
    { id: 'reviews', label: 'Reviews', content: reviews },
  ];
  return (
    <div className="ebook-detail__tabs">
      <Tabs
        label="About this ebook"
        tabs={panels.map(({ id, label, content }) => ({
          id,
          label,
          panel: (
            <>
              <h2 className="visually-hidden">{label}</h2>
              {content}
            </>
          ),
        }))}
      />
    </div>
  );
}
