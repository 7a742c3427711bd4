/** The storage buckets of supabase/migrations. */
export const BUCKETS = {
  covers: 'covers',
  ebooksFree: 'ebooks-free',
  ebooksPremium: 'ebooks-premium',
  lessonsFree: 'lessons-free',
  lessonsPremium: 'lessons-premium',
} as const;
