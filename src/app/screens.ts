import { preloadPdfJs } from '../lib/pdfPreload';
import { loadOnce } from '../lib/loadOnce';
import type { ScreenModule } from './LoadedScreen';

/**
 * Every route's screen, each a chunk of its own: the router renders them
 * (router.tsx) and preloadFirstScreen asks for the first one as the app starts.
 * Each is its chunk's loader: `screens.home()` starts loading Home's code.
 */
export const screens = {
  home: loadOnce(() => import('./routes/HomePage').then((m) => m.HomePage)),
  ebooks: loadOnce(() => import('./routes/EbooksPage').then((m) => m.EbooksPage)),
  ebook: loadOnce(() => import('./routes/EbookPage').then((m) => m.EbookPage)),
  reader: loadOnce(() => {
    // pdf.js and its worker start loading beside the reader's screen chunk, not after it: the first page comes sooner.
    preloadPdfJs();
    return import('./routes/ReaderPage').then((m) => m.ReaderPage);
  }),
  videos: loadOnce(() => import('./routes/VideosPage').then((m) => m.VideosPage)),
  search: loadOnce(() => import('./routes/SearchPage').then((m) => m.SearchPage)),
  checkout: loadOnce(() => import('./routes/CheckoutPage').then((m) => m.CheckoutPage)),
  resetPassword: loadOnce(() => import('./routes/ResetPasswordPage').then((m) => m.ResetPasswordPage)),
  library: loadOnce(() => import('./routes/LibraryPage').then((m) => m.LibraryPage)),
  settings: loadOnce(() => import('./routes/SettingsPage').then((m) => m.SettingsPage)),
  profile: loadOnce(() => import('../features/settings/ProfileDetails').then((m) => m.ProfileDetails)),
  privacy: loadOnce(() => import('../features/settings/PrivacyPolicy').then((m) => m.PrivacyPolicy)),
  terms: loadOnce(() => import('../features/settings/TermsAndConditions').then((m) => m.TermsAndConditions)),
  refund: loadOnce(() => import('../features/settings/RefundPolicy').then((m) => m.RefundPolicy)),
  language: loadOnce(() => import('../features/settings/LanguageChoice').then((m) => m.LanguageChoice)),
  help: loadOnce(() => import('../features/settings/ContactForm').then((m) => m.ContactForm)),
  notFound: loadOnce(() => import('./routes/NotFoundPage').then((m) => m.NotFoundPage)),
} satisfies Record<string, ScreenModule>;
