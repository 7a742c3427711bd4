/**
 * Stands in for iceberg-js in the browser bundle (vite.config.ts aliases it
 * here). storage-js imports it for analytics buckets (`supabase().storage.analytics`),
 * which Mentoria does not use and its backend does not serve; file storage
 * (covers, signed ebook links) does not touch it.
 * Checked against @supabase/supabase-js 2.109.0 (storage-js 2.109.0, whose
 * import of IcebergRestCatalog is what this answers), pinned to exactly that
 * in package.json.
 */
export class IcebergRestCatalog {
  constructor(_options?: unknown) {
    throw new Error('Analytics buckets are not part of Mentoria (see src/lib/bundleStubs/icebergJs.ts)');
  }
}
