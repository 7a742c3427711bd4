/** The library's tabs, as its address names them (`?tab=`; none means purchased). */
export type LibraryTab = 'purchased' | 'favorites' | 'videos';

/** What the one demo checkout sells: an ebook (`?id=`) or a video course (`?course=`). */
export type CheckoutKind = 'ebook' | 'course';

/** Where the reader opens a book, beyond the book: a page, and a query Find opens on. */
export interface ReaderPlace {
  page?: number;
  find?: string;
}

/** A route of the app: its path, the builder of its address, and whether it needs an account. */
interface Route {
  path: string;
  href: (...args: never[]) => string;
  /**
   * Only a signed-in user may open it (docs/product.md#who-may-do-what). The one flag: the router asks a
   * visitor to sign in where its screen would be (app/router.tsx), the navigation's links to it open the login
   * modal instead, and the accessibility scan visits it signed in too. Convenience only: the database decides
   * (docs/product.md#the-database-decides-access).
   */
  signedInOnly: boolean;
}

/**
 * Every route of the app (docs/product.md#screens), each with its path and, where it
 * takes parameters, a builder for its address. Links and navigation use these,
 * never hand-written strings. Everything that is someone's own needs an account; the
 * catalogue and the legal pages under /settings are anyone's (a visitor reads what they
 * agree to before having an account).
 */
export const paths = {
  home: { path: '/', href: () => '/', signedInOnly: false },
  ebooks: {
    path: '/ebooks',
    href: (category?: string) => (category ? `/ebooks?category=${encodeURIComponent(category)}` : '/ebooks'),
    signedInOnly: false,
  },
  ebook: { path: '/ebook', href: (id: number) => `/ebook?id=${id}`, signedInOnly: false },
  // The reader, at a page and with Find open on a query if asked (docs/product.md#the-reader-is-a-study-tool).
  reader: {
    path: '/ebookcontent',
    href: (id: number, { page, find }: ReaderPlace = {}) => {
      const params = new URLSearchParams({ id: String(id) });
      if (page !== undefined) params.set('page', String(page));
      if (find) params.set('find', find);
      return `/ebookcontent?${params.toString()}`;
    },
    signedInOnly: true,
  },
  videos: {
    path: '/videos',
    href: (category?: string) => (category ? `/videos?category=${encodeURIComponent(category)}` : '/videos'),
    signedInOnly: false,
  },
  // Anyone may read a course's page and its outline; watching a lesson needs an account.
  course: { path: '/video', href: (id: number) => `/video?id=${id}`, signedInOnly: false },
  // One lesson of a course in the player; without a lesson, the learner's place in the course.
  watch: {
    path: '/watch',
    href: (courseId: number, lessonPosition?: number) =>
      lessonPosition === undefined ? `/watch?id=${courseId}` : `/watch?id=${courseId}&lesson=${lessonPosition}`,
    signedInOnly: true,
  },
  library: {
    path: '/mylibrary',
    href: (tab?: LibraryTab) => (tab ? `/mylibrary?tab=${tab}` : '/mylibrary'),
    signedInOnly: true,
  },
  search: {
    path: '/search',
    href: (query?: string) => (query ? `/search?q=${encodeURIComponent(query)}` : '/search'),
    signedInOnly: false,
  },
  // Anyone may open the checkout and see what they would buy; its form asks a visitor to sign in first.
  checkout: {
    path: '/checkout',
    href: (id: number, kind: CheckoutKind = 'ebook') =>
      kind === 'course' ? `/checkout?course=${id}` : `/checkout?id=${id}`,
    signedInOnly: false,
  },
  resetPassword: { path: '/resetpass', href: () => '/resetpass', signedInOnly: false },
  settings: { path: '/settings', href: () => '/settings', signedInOnly: true },
  profile: { path: '/settings/profile', href: () => '/settings/profile', signedInOnly: true },
  privacy: { path: '/settings/privacy', href: () => '/settings/privacy', signedInOnly: false },
  terms: { path: '/settings/terms', href: () => '/settings/terms', signedInOnly: false },
  refund: { path: '/settings/refund', href: () => '/settings/refund', signedInOnly: false },
  language: { path: '/settings/language', href: () => '/settings/language', signedInOnly: true },
  help: { path: '/settings/help', href: () => '/settings/help', signedInOnly: true },
} as const satisfies Record<string, Route>;

export type RouteName = keyof typeof paths;

/** The routes, by name, that are (or are not) for signed-in users only. */
export function routeNames(signedInOnly: boolean): RouteName[] {
  return (Object.keys(paths) as RouteName[]).filter((name) => paths[name].signedInOnly === signedInOnly);
}

/** Whether an address's path (a trailing slash aside) is a signed-in-only route's. */
export function isSignedInOnly(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return routeNames(true).some((name) => paths[name].path === path);
}

/**
 * The product an address names with `?id=` (/ebook, /checkout, /ebookcontent; a course on /video and /checkout?course=):
 * a positive whole number written plainly, the way the href builders above
 * write it, or null for anything else (missing, empty, zero, negative,
 * fractional, padded, too large), which each screen answers its own way.
 */
export function productIdFromAddress(raw: string | null): number | null {
  if (raw === null || !/^[1-9]\d*$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

/** The page the reader's address names with `?page=`: a whole number from 1, by the rule of ids above, or null. */
export function pageFromAddress(raw: string | null): number | null {
  return productIdFromAddress(raw);
}
