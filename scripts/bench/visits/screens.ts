/**
 * The screens the visits section opens as a person on a phone would, and, for each, when what the screen is
 * for is on show: its first cover (Home, the ebooks list, an ebook's page), its first result (a search), the
 * book's first page (the reader). Each check runs inside the page on every frame until it holds.
 */

export interface VisitScreen {
  /** How the figure names it: "/", "/ebook?id=6". */
  label: string;
  /** Its address on the app. */
  path: string;
  /** Whether the visitor is the demo reader (the reader needs an account that owns the book). */
  signedIn: boolean;
  /** A function body, run in the page each frame: true once the screen's own content is painted. */
  contentShown: string;
}

/** The first image under `selector` inside <main>, loaded and within the window. */
const imageShown = (selector: string) =>
  `const img = document.querySelector('main ${selector}');
   return !!img && img.complete && img.naturalWidth > 0 && img.getBoundingClientRect().top < innerHeight;`;

export function visitScreens(ids: { ebook: number; book: number }): VisitScreen[] {
  return [
    { label: '/', path: '/', signedIn: false, contentShown: imageShown('.product-card img') },
    { label: '/ebooks', path: '/ebooks', signedIn: false, contentShown: imageShown('.product-card img') },
    {
      label: `/ebook?id=${ids.ebook}`,
      path: `/ebook?id=${ids.ebook}`,
      signedIn: false,
      contentShown: imageShown('.ebook-detail__cover img'),
    },
    {
      label: '/search?q=handbook',
      path: '/search?q=handbook',
      signedIn: false,
      contentShown: `return !!document.querySelector('main .search-result');`,
    },
    {
      label: `/ebookcontent?id=${ids.book}`,
      path: `/ebookcontent?id=${ids.book}`,
      signedIn: true,
      contentShown: `return performance.getEntriesByName('reader:page-painted').length > 0;`,
    },
  ];
}

/** The static reference page: its one image. */
export const REFERENCE_CONTENT = imageShown('img');
