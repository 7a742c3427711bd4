/** The reader's texts, as docs/product.md#messages gives them. */
export const READER_MESSAGES = {
  /** The heading until the book's name is known. */
  reader: 'Reader',
  loadingPdf: 'Loading PDF…',
  pdfFailed: 'Failed to load PDF file.',
  loadingPage: 'Loading page…',
  pageFailed: 'Failed to load the page.',
  passwordNeeded: 'Enter the password to open this PDF file.',
  passwordIncorrect: 'Invalid password. Please try again.',
  signedUrlFailed: 'Unable to fetch the signed URL',
  /** The danger alert raised beside signedUrlFailed. */
  signedUrlAlert: 'There was an error',
  notOwnedTitle: 'This ebook is not in your library yet',
  notOwned: 'This ebook is part of your library once you buy it.',
  /** Offline, a book not saved on this device: nothing to fetch, so no error and no alert either. */
  needsConnection:
    'You are offline, and this ebook is not saved on this device. It opens when you are back online; to read it offline, download it from your Library first.',
} as const;

/** The page's accessible name and its counter ("Page X of N"). */
export const pageLabel = (page: number, pageCount: number): string => `Page ${page} of ${pageCount}`;

/** What "Go to page" says when what was typed is not a page of this book. */
export const goToPageProblem = (pageCount: number): string => `Enter a page number from 1 to ${pageCount}.`;
