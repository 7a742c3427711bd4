const WHATS_INSIDE = /^what['’]?s inside\??$/i;

/**
 * The topics a description lists under its own "What's Inside" heading (the
 * seeded descriptions have one), as plain text; empty when it has none. Takes
 * sanitised HTML and parses it in an inert template, so nothing in it loads or runs.
 */
export function descriptionTopics(safeHtml: string): string[] {
  if (safeHtml === '') return [];
  const template = document.createElement('template');
  template.innerHTML = safeHtml;
  const heading = [...template.content.querySelectorAll('h1, h2, h3, h4, h5, h6')].find((element) =>
    WHATS_INSIDE.test(element.textContent?.trim() ?? ''),
  );
  const list = heading?.nextElementSibling;
  if (!list || (list.tagName !== 'UL' && list.tagName !== 'OL')) return [];
  return [...list.children]
    .filter((item) => item.tagName === 'LI')
    .map((item) => item.textContent?.replace(/\s+/g, ' ').trim() ?? '')
    .filter((text) => text !== '');
}
