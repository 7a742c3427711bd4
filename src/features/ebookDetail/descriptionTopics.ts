const WHATS_INSIDE = /^what['’]?s inside\??$/i;

/**
 * A description's "What's Inside" heading and the list right after it (the
 * seeded descriptions have one), or null when it has none. Parses sanitised
 * HTML in an inert template, so nothing in it loads or runs.
 */
function topicsSection(safeHtml: string): { content: DocumentFragment; heading: Element; list: Element } | null {
  if (safeHtml === '') return null;
  const template = document.createElement('template');
  template.innerHTML = safeHtml;
  const heading = [...template.content.querySelectorAll('h1, h2, h3, h4, h5, h6')].find((element) =>
    WHATS_INSIDE.test(element.textContent?.trim() ?? ''),
  );
  const list = heading?.nextElementSibling;
  if (!heading || !list || (list.tagName !== 'UL' && list.tagName !== 'OL')) return null;
  return { content: template.content, heading, list };
}

/** The topics a description lists under its own "What's Inside" heading, as plain text; empty when it has none. */
export function descriptionTopics(safeHtml: string): string[] {
  const section = topicsSection(safeHtml);
  if (!section) return [];
  return [...section.list.children]
    .filter((item) => item.tagName === 'LI')
    .map((item) => item.textContent?.replace(/\s+/g, ' ').trim() ?? '')
    .filter((text) => text !== '');
}

/**
 * The description without its "What's Inside" heading and list: the What's
 * Inside tab shows those topics, so the Description tab does not repeat them.
 * A description that is nothing but the list stays whole, rather than leave
 * its tab empty.
 */
export function descriptionWithoutTopics(safeHtml: string): string {
  const section = topicsSection(safeHtml);
  if (!section) return safeHtml;
  section.heading.remove();
  section.list.remove();
  const rest = document.createElement('div');
  rest.append(section.content);
  return rest.textContent?.trim() ? rest.innerHTML : safeHtml;
}
