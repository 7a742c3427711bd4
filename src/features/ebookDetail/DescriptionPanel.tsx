import { useMemo } from 'react';
import { descriptionWithoutTopics } from './descriptionTopics';
import { sanitizeDescription } from './sanitizeDescription';

/**
 * The Description tab: the product's HTML description, sanitised before it is
 * rendered, without the topics list the What's Inside tab shows.
 */
export function DescriptionPanel({ html }: { html: string | null }) {
  const safeHtml = useMemo(() => descriptionWithoutTopics(sanitizeDescription(html)), [html]);
  if (safeHtml === '') return <p className="ebook-panel__empty">No description provided.</p>;
  // Safe: sanitizeDescription keeps only basic formatting and web or mail links.
  return <div className="ebook-description" dangerouslySetInnerHTML={{ __html: safeHtml }} />;
}
