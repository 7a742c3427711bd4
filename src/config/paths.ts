/** The library's tabs, as its address names them (`?tab=`; none means purchased). */
export type LibraryTab = 'purchased' | 'favorites';

/**
 * Every route of the app (docs/product.md#screens), each with its path and, where it
 * takes parameters, a builder for its address. Links and navigation use these,
 * never hand-written strings.
 */
export const paths = {
  home: { path: '/', href: () => '/' },
  ebooks: {
    path: '/ebooks',
    href: (category?: string) => (category ? `/ebooks?category=${encodeURIComponent(category)}` : '/ebooks'),
  },
  ebook: { path: '/ebook', href: (id: number) => `/ebook?id=${id}` },
  reader: { path: '/ebookcontent', href: (id: number) => `/ebookcontent?id=${id}` },
  videos: {
    path: '/videos',
    href: (category?: string) => (category ? `/videos?category=${encodeURIComponent(category)}` : '/videos'),
  },
  library: {
    path: '/mylibrary',
    href: (tab?: LibraryTab) => (tab ? `/mylibrary?tab=${tab}` : '/mylibrary'),
  },
  search: {
    path: '/search',
    href: (query?: string) => (query ? `/search?q=${encodeURIComponent(query)}` : '/search'),
  },
  checkout: { path: '/checkout', href: (id: number) => `/checkout?id=${id}` },
  resetPassword: { path: '/resetpass', href: () => '/resetpass' },
  settings: { path: '/settings', href: () => '/settings' },
  profile: { path: '/settings/profile', href: () => '/settings/profile' },
  privacy: { path: '/settings/privacy', href: () => '/settings/privacy' },
  terms: { path: '/settings/terms', href: () => '/settings/terms' },
  refund: { path: '/settings/refund', href: () => '/settings/refund' },
  language: { path: '/settings/language', href: () => '/settings/language' },
  help: { path: '/settings/help', href: () => '/settings/help' },
} as const;

/**
 * Routes only a signed-in user may open (docs/product.md#who-may-do-what); a visitor gets the login modal instead. The legal
 * pages under /settings are not among them: anyone may read them.
 */
export const SIGNED_IN_ONLY_PATHS: readonly string[] = [
  paths.library.path,
  paths.settings.path,
  paths.profile.path,
  paths.language.path,
  paths.help.path,
];

export function isSignedInOnly(pathname: string): boolean {
  return SIGNED_IN_ONLY_PATHS.includes(pathname.replace(/\/+$/, '') || '/');
}

/**
 * The product an address names with `?id=` (/ebook, /checkout, /ebookcontent):
 * a positive whole number written plainly, the way the href builders above
 * write it, or null for anything else (missing, empty, zero, negative,
 * fractional, padded, too large), which each screen answers its own way.
 */
export function productIdFromAddress(raw: string | null): number | null {
  if (raw === null || !/^[1-9]\d*$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}
