import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

/** Formatting a description may keep; everything else goes (scripts, styles, forms, frames, media, SVG). */
const ALLOWED_TAGS = [
  'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'mark', 'sub', 'sup', 'span',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'blockquote', 'q', 'code', 'pre', 'a',
]; // prettier-ignore
const ALLOWED_ATTR = ['href', 'title'];
/** Web and mail links, and addresses within the site; no javascript:, data:, tel: or other schemes. */
const ALLOWED_URI = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** Description headings start at this level: the panel's own heading is an h2. */
const TOP_HEADING_LEVEL = 3;
const HEADINGS = 'h1, h2, h3, h4, h5, h6';

let purifier: Purifier | null = null;

/**
 * A DOMPurify of our own (its hooks are global to an instance, so they must
 * not reach anyone else's). Links keep the same tab like every other link in
 * the app, and carry rel="noopener noreferrer", so the page they open gets
 * neither a handle on this one nor the address it came from.
 */
function descriptionPurifier(): Purifier {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    node.removeAttribute('target');
    node.setAttribute('rel', 'noopener noreferrer');
  });
  return purifier;
}

/**
 * Moves the description's headings so its highest one is an h3, keeping
 * their order relative to each other, so the page's outline stays in order
 * (h1 title, h2 panel, then the description's own).
 */
function fitHeadings(root: DocumentFragment): void {
  const headings = [...root.querySelectorAll(HEADINGS)];
  const levels = headings.map((heading) => Number(heading.tagName.slice(1)));
  if (levels.length === 0) return;
  const shift = TOP_HEADING_LEVEL - Math.min(...levels);
  if (shift === 0) return;
  headings.forEach((heading, index) => {
    const level = Math.min(6, (levels[index] ?? TOP_HEADING_LEVEL) + shift);
    const moved = root.ownerDocument.createElement(`h${level}`);
    moved.append(...heading.childNodes);
    heading.replaceWith(moved);
  });
}

/**
 * A product's description as HTML that is safe to render (docs/product.md#descriptions-are-sanitised): basic
 * formatting stays; scripts, event handlers, styles, forms, frames, media and
 * links to anything but web or mail addresses are removed. Blank input gives ''.
 */
export function sanitizeDescription(html: string | null): string {
  if (!html || html.trim() === '') return '';
  const fragment = descriptionPurifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  });
  fitHeadings(fragment);
  const container = document.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}
