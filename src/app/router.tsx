import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { RequireSignIn } from '../features/auth/RequireSignIn';
import { preloadPdfJs } from '../lib/pdfPreload';
import { Spinner } from '../shared/ui/Spinner';
import { AppShell } from './shell/AppShell';

/**
 * A screen loaded when its route is first opened, so each route pays only for
 * its own code. `load` imports the module and picks the named component.
 */
export function lazyScreen(load: () => Promise<ComponentType>) {
  const Screen = lazy(async () => ({ default: await load() }));
  return (
    <Suspense fallback={<Spinner />}>
      <Screen />
    </Suspense>
  );
}

/** Only a signed-in user sees these; a visitor (or a deep link) gets the login modal instead (spec section 6). */
const signedInOnly = (
  <RequireSignIn>
    <Outlet />
  </RequireSignIn>
);

/** Every route of spec section 2, each screen a lazy chunk. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { path: paths.home.path, element: lazyScreen(() => import('./routes/HomePage').then((m) => m.HomePage)) },
      { path: paths.ebooks.path, element: lazyScreen(() => import('./routes/EbooksPage').then((m) => m.EbooksPage)) },
      { path: paths.ebook.path, element: lazyScreen(() => import('./routes/EbookPage').then((m) => m.EbookPage)) },
      {
        path: paths.reader.path,
        // pdf.js and its worker start loading beside the reader's screen chunk, not after it: the first page comes sooner.
        element: lazyScreen(() => {
          preloadPdfJs();
          return import('./routes/ReaderPage').then((m) => m.ReaderPage);
        }),
      },
      { path: paths.videos.path, element: lazyScreen(() => import('./routes/VideosPage').then((m) => m.VideosPage)) },
      { path: paths.search.path, element: lazyScreen(() => import('./routes/SearchPage').then((m) => m.SearchPage)) },
      {
        path: paths.checkout.path,
        element: lazyScreen(() => import('./routes/CheckoutPage').then((m) => m.CheckoutPage)),
      },
      {
        path: paths.resetPassword.path,
        element: lazyScreen(() => import('./routes/ResetPasswordPage').then((m) => m.ResetPasswordPage)),
      },
      {
        element: signedInOnly,
        children: [
          {
            path: paths.library.path,
            element: lazyScreen(() => import('./routes/LibraryPage').then((m) => m.LibraryPage)),
          },
          {
            path: paths.settings.path,
            element: lazyScreen(() => import('./routes/SettingsPage').then((m) => m.SettingsPage)),
          },
          {
            path: paths.profile.path,
            element: lazyScreen(() => import('../features/settings/ProfileDetails').then((m) => m.ProfileDetails)),
          },
          {
            path: paths.privacy.path,
            element: lazyScreen(() => import('../features/settings/PrivacyPolicy').then((m) => m.PrivacyPolicy)),
          },
          {
            path: paths.terms.path,
            element: lazyScreen(() =>
              import('../features/settings/TermsAndConditions').then((m) => m.TermsAndConditions),
            ),
          },
          {
            path: paths.refund.path,
            element: lazyScreen(() => import('../features/settings/RefundPolicy').then((m) => m.RefundPolicy)),
          },
          {
            path: paths.language.path,
            element: lazyScreen(() => import('../features/settings/LanguageChoice').then((m) => m.LanguageChoice)),
          },
          {
            path: paths.help.path,
            element: lazyScreen(() => import('../features/settings/ContactForm').then((m) => m.ContactForm)),
          },
        ],
      },
      { path: '*', element: lazyScreen(() => import('./routes/NotFoundPage').then((m) => m.NotFoundPage)) },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
export type AppRouter = ReturnType<typeof createAppRouter>;
