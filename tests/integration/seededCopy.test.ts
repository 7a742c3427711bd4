/**
 * @jest-environment jsdom
 *
 * The seeded ebooks' copy as the detail page shows it: each ebook's title,
 * Description tab and What's Inside? tab agree on who the book is for, and
 * the two tabs say different things.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { buildEbooks } from '../../server/src/seed/catalogue';
import { TOPICS } from '../../server/src/seed/vocabulary';
import { descriptionTopics } from '../../src/features/ebookDetail/descriptionTopics';
import { DescriptionPanel } from '../../src/features/ebookDetail/DescriptionPanel';
import { sanitizeDescription } from '../../src/features/ebookDetail/sanitizeDescription';
import { WhatsInsidePanel } from '../../src/features/ebookDetail/WhatsInsidePanel';
import { toProduct } from '../../src/features/products/products';

/** The text a panel shows, as a reader sees it (tags dropped, entities read). */
function shownText(markup: string): string {
  const holder = document.createElement('div');
  holder.innerHTML = markup;
  return holder.textContent?.replace(/\s+/g, ' ') ?? '';
}

/** Which of the topic's audiences a text names ("written for bloggers"), in the vocabulary's spelling. */
const audiencesIn = (text: string, audiences: readonly string[]) =>
  audiences.filter((audience) => new RegExp(`\\b${audience}\\b`, 'i').test(text));

const seeded = buildEbooks().map(({ row }) => ({
  row,
  // No cover: its address needs a backend, and neither tab shows it.
  product: toProduct({ ...row, Images: null, Price: row['Sale Price'] ?? row.Regular_Price }),
  audiences: TOPICS.find((topic) => topic.category === row.Categories)!.audiences,
}));

test("every seeded ebook's title, Description and What's Inside? name one and the same audience", () => {
  const disagreeing: string[] = [];
  for (const { row, product, audiences } of seeded) {
    const description = audiencesIn(
      shownText(renderToStaticMarkup(createElement(DescriptionPanel, { html: row.Description }))),
      audiences,
    );
    const inside = audiencesIn(
      shownText(renderToStaticMarkup(createElement(WhatsInsidePanel, { product }))),
      audiences,
    );
    const title = audiencesIn(row.Name, audiences);
    const named = new Set([...description, ...inside, ...title]);
    if (named.size !== 1 || description.length === 0 || inside.length === 0) {
      disagreeing.push(`#${row.ID} ${row.Name}: Description says ${description}, What's Inside? says ${inside}`);
    }
  }
  expect(disagreeing).toEqual([]);
});

test("no seeded ebook's Description tab repeats the topics its What's Inside? tab lists", () => {
  const repeated: string[] = [];
  for (const { row } of seeded) {
    const topics = descriptionTopics(sanitizeDescription(row.Description));
    expect(topics.length).toBeGreaterThanOrEqual(4);
    const description = shownText(renderToStaticMarkup(createElement(DescriptionPanel, { html: row.Description })));
    for (const topic of topics) if (description.includes(topic)) repeated.push(`#${row.ID}: ${topic}`);
  }
  expect(repeated).toEqual([]);
});
