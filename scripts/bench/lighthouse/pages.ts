/**
 * The four screens the issue names, as addresses on the served app: "/",
 * "/ebooks", one ebook's page and one search. The ebook and the search word
 * come from the database behind the backend, so they exist whatever it holds.
 */
import type { BenchContext } from '../context';

export interface BenchPage {
  /** How the page is named in figures: the route with its parameter (`/ebook?id=12`). */
  label: string;
  url: string;
}

interface EbookRow {
  ID: number;
  Name: string;
}

/** Words a search for which says little about the catalogue (they match nearly everything, or nothing in names). */
const STOP_WORDS = new Set(['the', 'and', 'for', 'with', 'from', 'your', 'that', 'this', 'what', 'into', 'how']);

/**
 * The word of four letters or more found in the most names (ties: the first
 * met), lowercased: a search a visitor might type that has results.
 */
export function commonestWord(names: readonly string[]): string | null {
  const counts = new Map<string, number>();
  for (const name of names) {
    const words = new Set(name.toLowerCase().match(/[a-z]{4,}/g) ?? []);
    for (const word of words) if (!STOP_WORDS.has(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  let best: string | null = null;
  for (const [word, count] of counts) if (best === null || count > counts.get(best)!) best = word;
  return best;
}

export async function benchPages(ctx: Pick<BenchContext, 'appUrl' | 'backendUrl' | 'anonKey'>): Promise<BenchPage[]> {
  // The first ebooks with a cover, in the catalogue's own order: the first one is the ebook page measured.
  const response = await fetch(
    `${ctx.backendUrl}/rest/v1/MentoriaDatabase?select=ID,Name&Images=not.is.null&order=ID.asc&limit=100`,
    { headers: { apikey: ctx.anonKey, authorization: `Bearer ${ctx.anonKey}` } },
  );
  if (!response.ok) throw new Error(`listing ebooks failed: HTTP ${response.status} ${await response.text()}`);
  const ebooks = (await response.json()) as EbookRow[];
  const ebook = ebooks[0];
  const word = commonestWord(ebooks.map((row) => row.Name));
  if (!ebook || !word) throw new Error('the database holds no ebook with a cover');
  const page = (path: string): BenchPage => ({ label: path, url: new URL(path, ctx.appUrl).href });
  return [page('/'), page('/ebooks'), page(`/ebook?id=${ebook.ID}`), page(`/search?q=${encodeURIComponent(word)}`)];
}
