import { preloadPdfJs } from '../lib/pdfPreload';
import { screenModule } from './screenModule';

/**
 * Every route's screen, each a chunk of its own: the router renders them
 * (router.tsx) and preloadFirstScreen asks for the first one as the app starts.
 */
export const screens = {
  home: screenModule(() => import('./routes/HomePage').then((m) => m.HomePage)),
  ebooks: screenModule(() => import('./routes/EbooksPage').then((m) => m.EbooksPage)),
  ebook: screenModule(() => import('./routes/EbookPage').then((m) => m.EbookPage)),
  reader: screenModule(() => {
    // pdf.js and its worker start loading beside the reader's screen chunk, not after it: the first page comes sooner.
    preloadPdfJs();
    return import('./routes/ReaderPage').then((m) => m.ReaderPage);
  }),
  videos: screenModule(() => import('./routes/VideosPage').then((m) => m.VideosPage)),
  search: screenModule(() => import('./routes/SearchPage').then((m) => m.SearchPage)),
  checkout: screenModule(() => import('./routes/CheckoutPage').then((m) => m.CheckoutPage)),
  resetPassword: screenModule(() => import('./routes/ResetPasswordPage').then((m) => m.ResetPasswordPage)),
  library: screenModule(() => import('./routes/LibraryPage').then((m) => m.LibraryPage)),
  settings: screenModule(() => import('./routes/SettingsPage').then((m) => m.SettingsPage)),
  profile: screenModule(() => import('../features/settings/ProfileDetails').then((m) => m.ProfileDetails)),
  privacy: screenModule(() => import('../features/settings/PrivacyPolicy').then((m) => m.PrivacyPolicy)),
  terms: screenModule(() => import('../features/settings/TermsAndConditions').then((m) => m.TermsAndConditions)),
  refund: screenModule(() => import('../features/settings/RefundPolicy').then((m) => m.RefundPolicy)),
  language: screenModule(() => import('../features/settings/LanguageChoice').then((m) => m.LanguageChoice)),
  help: screenModule(() => import('../features/settings/ContactForm').then((m) => m.ContactForm)),
  notFound: screenModule(() => import('./routes/NotFoundPage').then((m) => m.NotFoundPage)),
};
