/**
 * Stands in for iceberg-js in the browser bundle (vite.config.ts aliases it
 * here). storage-js imports it for analytics buckets (`supabase().storage.analytics`),
 * which Mentoria does not use and its backend does not serve; file storage
 * (covers, signed ebook links) does not touch it.
 */
export class IcebergRestCatalog {
  constructor(_options?: unknown) {
    throw new Error('Analytics buckets are not part of Mentoria (see src/lib/bundleStubs/icebergJs.ts)');
  }
}
