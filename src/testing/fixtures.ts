import type { AuthState, SignedInUser } from '../features/auth/authSlice';
import type { Product } from '../features/products/products';
import { productsReceived, productsSlice } from '../features/products/productsSlice';
import { FIRST_PAGE, type KeysetPage, type KeysetPageParam } from '../lib/keysetPages';

/** The seeded demo reader (the README's demo account) as the store knows a signed-in user. */
export const demoReader: SignedInUser = {
  id: 'u1',
  email: 'demo@mentoria.test',
  firstName: 'Demo',
  lastName: 'Reader',
  fullName: 'Demo Reader',
  avatarUrl: null,
};

/** The auth state of a signed-in user, settled and with nothing pending, for a test's preloaded state. */
export const signedInAuth = (user: SignedInUser = demoReader): AuthState => ({
  status: 'signedIn',
  user,
  loginModalOpen: false,
  afterSignIn: null,
  signingOut: false,
  endedElsewhere: false,
});

/** The auth state of a visitor, settled. */
export const visitorAuth: AuthState = {
  status: 'signedOut',
  user: null,
  loginModalOpen: false,
  afterSignIn: null,
  signingOut: false,
  endedElsewhere: false,
};

/** An ebook for a test; only what the test says differs. */
export const ebook = (id: number, overrides: Partial<Product> = {}): Product => ({
  id,
  name: `Book ${id}`,
  category: 'SEO',
  type: 'Ebook',
  premium: false,
  regularPrice: 0,
  salePrice: null,
  price: 0,
  image: `https://covers.test/${id}.png`,
  shortDescription: null,
  descriptionHtml: null,
  contentPath: `${id}.pdf`,
  pageCount: 10,
  rating: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

/** Preloaded state with these ebooks in the products store, as if a request had just brought them. */
export const withProducts = (...products: Product[]) => ({
  products: productsSlice.reducer(undefined, productsReceived(products)),
});

/** A paged list's cached answer (the ebooks list's, a search's, reviews, videos) holding one page: these ids, and no more. */
export const onePage = (ids: number[]): { pages: KeysetPage[]; pageParams: KeysetPageParam[] } => ({
  pages: [{ ids, hasMore: false, hasEarlier: false, first: null, last: null }],
  pageParams: [FIRST_PAGE],
});
