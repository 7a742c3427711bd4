/**
 * Who writes the load's n-th review, and about which ebook. A reader reviews
 * a book once (the database refuses a second review), so the writes go
 * through every (reader, ebook) pair once, every reader on one ebook before
 * the next: readers × ebooks writes before a pair comes round again.
 */
export function reviewPair(write: number, readers: number, ebooks: number): { reader: number; ebook: number } {
  return { reader: write % readers, ebook: Math.floor(write / readers) % ebooks };
}
