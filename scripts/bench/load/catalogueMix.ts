/**
 * What each load client sends, in the shapes supabase-js sends them for the
 * app's screens (src/features/products/productsApi.ts, categoriesApi.ts,
 * reviewsApi.ts): a visit to Home (its category headings and a row), /ebooks (unfiltered and by category), an
 * /ebook?id= page with its reviews and related ebooks, and /search, then a
 * review written as a signed-in reader — ten reads to one write, round and round. Clients start at
 * different points of the round so they are not all asking the same thing at once.
 */
import { EBOOKS_PAGE_SIZE } from '../../../src/config/constants';
import { HOME_ROW_SIZE, RELATED_PRODUCTS_LIMIT, SEARCH_PAGE_SIZE } from '../../../src/features/products/products';
import { REVIEWS_PAGE_SIZE } from '../../../src/features/reviews/reviews';
import type { LoadRequest } from './loadRun';
import { READS_PER_WRITE } from './mixShape';
import { reviewPair } from './reviewPairs';

/** An ebook the mix asks about: its id and what its related ebooks are matched on. */
export interface MixProduct {
  ID: number;
  Type: string;
  Categories: string;
}

/** A review the backend acknowledged (201 with the stored row). */
export interface AcknowledgedReview {
  id: number;
  content: string;
}

export interface CatalogueMix {
  anonKey: string;
  products: readonly MixProduct[];
  /** Words taken from ebook names, for search. */
  searchWords: readonly string[];
  /** Access tokens of readers signed in beforehand. */
  readerTokens: readonly string[];
  /** Reviews written so far, shared by every mix of one backend (warm-up and run), for reviewPair. */
  writes: { count: number };
  /** Written into every review of the run, so the audit finds exactly this run's reviews. */
  marker: string;
  /** Filled as reviews are acknowledged. */
  acknowledged: AcknowledgedReview[];
}

const newestProductsFirst = 'order=created_at.desc,ID.desc';
/** A browser's supabase-js asks for compressed answers (the browser adds it); reads do the same here. */
const READ_ENCODING = 'gzip, deflate, br';

function pick<T>(list: readonly T[], index: number): T {
  return list[index % list.length]!;
}

/** A review by one of the signed-in readers, as supabase-js writes it; the answer is checked and kept for the audit. */
function reviewWrite(mix: CatalogueMix, client: number, sequence: number): LoadRequest {
  const content = `${mix.marker} client ${client} review ${sequence}`;
  const pair = reviewPair(mix.writes.count++, mix.readerTokens.length, mix.products.length);
  const token = mix.readerTokens[pair.reader]!;
  const product = mix.products[pair.ebook]!;
  return {
    kind: 'write',
    method: 'POST',
    path: '/rest/v1/Reviews?select=*',
    headers: {
      apikey: mix.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      // What supabase-js sends for insert(…).select('*').single().
      prefer: 'return=representation',
      accept: 'application/vnd.pgrst.object+json',
    },
    body: JSON.stringify({ product_id: product.ID, content }),
    checkAnswer(body) {
      const row = JSON.parse(body) as { id?: unknown; content?: unknown };
      if (typeof row.id !== 'number' || row.content !== content) return `unexpected review ${body.slice(0, 200)}`;
      mix.acknowledged.push({ id: row.id, content });
      return null;
    },
  };
}

export function catalogueRequests(mix: CatalogueMix): (client: number, sequence: number) => LoadRequest {
  const readHeaders = {
    apikey: mix.anonKey,
    authorization: `Bearer ${mix.anonKey}`,
    'accept-encoding': READ_ENCODING,
  };
  const get = (path: string, extra: Record<string, string> = {}): LoadRequest => ({
    kind: 'read',
    method: 'GET',
    path: `/rest/v1/${path}`,
    headers: { ...readHeaders, ...extra },
  });
  const rpc = (name: string, args: Record<string, unknown>): LoadRequest => ({
    kind: 'read',
    method: 'POST',
    path: `/rest/v1/rpc/${name}`,
    headers: { ...readHeaders, 'content-type': 'application/json' },
    body: JSON.stringify(args),
  });
  const round: ((client: number, sequence: number, product: MixProduct) => LoadRequest)[] = [
    () => get('rpc/home_categories'),
    (_c, _s, product) =>
      get(
        `MentoriaDatabase?select=*&Categories=eq.${encodeURIComponent(product.Categories)}` +
          `&${newestProductsFirst}&limit=${HOME_ROW_SIZE}`,
      ),
    () => get('categories?select=*&order=position.asc'),
    () => get(`MentoriaDatabase?select=*&${newestProductsFirst}&limit=${HOME_ROW_SIZE}`),
    () => get(`MentoriaDatabase?select=*&${newestProductsFirst}&limit=${EBOOKS_PAGE_SIZE + 1}`),
    (_c, _s, product) =>
      get(`MentoriaDatabase?select=*&ID=eq.${product.ID}`, { accept: 'application/vnd.pgrst.object+json' }),
    (_c, _s, product) =>
      get(`Reviews?select=*&product_id=eq.${product.ID}&order=created_at.desc,id.desc&limit=${REVIEWS_PAGE_SIZE + 1}`),
    (_c, _s, product) =>
      get(
        `MentoriaDatabase?select=*&Type=eq.${encodeURIComponent(product.Type)}` +
          `&Categories=eq.${encodeURIComponent(product.Categories)}&ID=neq.${product.ID}` +
          `&${newestProductsFirst}&limit=${RELATED_PRODUCTS_LIMIT}`,
      ),
    (client, sequence) =>
      rpc('search_products', {
        search: pick(mix.searchWords, client * 7 + sequence),
        max_results: SEARCH_PAGE_SIZE + 1,
      }),
    (_c, _s, product) =>
      get(
        `MentoriaDatabase?select=*&Categories=in.(${encodeURIComponent(`"${product.Categories}"`)})` +
          `&${newestProductsFirst}&limit=${EBOOKS_PAGE_SIZE + 1}`,
      ),
    (client, sequence) => reviewWrite(mix, client, sequence),
  ];

  if (round.length !== READS_PER_WRITE + 1)
    throw new Error(`the mix has ${round.length - 1} reads, not ${READS_PER_WRITE}`);
  return (client, sequence) => {
    const step = (client + sequence) % round.length;
    const product = pick(mix.products, client * 13 + Math.floor(sequence / round.length));
    return round[step]!(client, sequence, product);
  };
}
