import { useMemo } from 'react';
import type { Product } from '../products/products';
import { descriptionTopics } from './descriptionTopics';
import { ebookFacts } from './ebookFacts';
import { sanitizeDescription } from './sanitizeDescription';

/**
 * The What's Inside? tab: what the ebook is, from its own record only (format,
 * length, type, category, its summary) and the topics its description lists.
 */
export function WhatsInsidePanel({ product }: { product: Product }) {
  const facts = ebookFacts(product);
  const html = product.descriptionHtml;
  const topics = useMemo(() => descriptionTopics(sanitizeDescription(html)), [html]);
  return (
    <div className="ebook-inside">
      {product.shortDescription && <p className="ebook-inside__summary">{product.shortDescription}</p>}
      <dl className="ebook-inside__facts">
        {facts.map(({ term, detail }) => (
          <div key={term} className="ebook-inside__fact">
            <dt>{term}</dt>
            <dd>{detail}</dd>
          </div>
        ))}
      </dl>
      {topics.length > 0 && (
        <>
          <h3 className="ebook-inside__heading">Topics covered</h3>
          <ul className="ebook-inside__topics">
            {topics.map((topic) => (
              <li key={topic}>{topic}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
