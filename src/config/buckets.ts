/** The three storage buckets of supabase/migrations. */
export const BUCKETS = { covers: 'covers', ebooksFree: 'ebooks-free', ebooksPremium: 'ebooks-premium' } as const;
