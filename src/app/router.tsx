import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { RequireSignIn } from '../features/auth/RequireSignIn';
import { routeReads, type RouteReadsByScreen } from './routeReads';
import { AppFailure } from './shell/AppFailure';
import { AppShell } from './shell/AppShell';
import { ScreenFailure } from './shell/ScreenFailure';
import type { AppDispatch } from './store';

/** The screens anyone may open, each with the reads it starts beside its code. */
function publicScreens(reads: RouteReadsByScreen): RouteObject[] {
  return [
    {
      path: paths.home.path,
      loader: reads.home,
      lazy: async () => ({ Component: (await import('./routes/HomePage')).HomePage }),
    },
    {
      path: paths.ebooks.path,
      loader: reads.ebooks,
      lazy: async () => ({ Component: (await import('./routes/EbooksPage')).EbooksPage }),
    },
    {
      path: paths.ebook.path,
      loader: reads.ebook,
      lazy: async () => ({ Component: (await import('./routes/EbookPage')).EbookPage }),
    },
    {
      path: paths.reader.path,
      loader: reads.reader,
      lazy: async () => ({ Component: (await import('./routes/ReaderPage')).ReaderPage }),
    },
    {
      path: paths.videos.path,
      lazy: async () => ({ Component: (await import('./routes/VideosPage')).VideosPage }),
    },
    {
      path: paths.search.path,
      loader: reads.search,
      lazy: async () => ({ Component: (await import('./routes/SearchPage')).SearchPage }),
    },
    {
      path: paths.checkout.path,
      lazy: async () => ({ Component: (await import('./routes/CheckoutPage')).CheckoutPage }),
    },
    {
      path: paths.resetPassword.path,
      lazy: async () => ({ Component: (await import('./routes/ResetPasswordPage')).ResetPasswordPage }),
    },
    // Legal pages: anyone may read what they agree to, before having an account.
    {
      path: paths.privacy.path,
      lazy: async () => ({ Component: (await import('../features/settings/PrivacyPolicy')).PrivacyPolicy }),
    },
    {
      path: paths.terms.path,
      lazy: async () => ({
        Component: (await import('../features/settings/TermsAndConditions')).TermsAndConditions,
      }),
    },
    {
      path: paths.refund.path,
      lazy: async () => ({ Component: (await import('../features/settings/RefundPolicy')).RefundPolicy }),
    },
  ];
}

/** Only a signed-in user sees these; a visitor (or a deep link) gets the login modal instead (docs/product.md#who-may-do-what). */
const signedInScreens: RouteObject[] = [
  {
    path: paths.library.path,
    lazy: async () => ({ Component: (await import('./routes/LibraryPage')).LibraryPage }),
  },
  {
    path: paths.settings.path,
    lazy: async () => ({ Component: (await import('./routes/SettingsPage')).SettingsPage }),
  },
  {
    path: paths.profile.path,
    lazy: async () => ({
      Component: (await import('../features/settings/ProfileDetails')).ProfileDetails,
    }),
  },
  {
    path: paths.language.path,
    lazy: async () => ({
      Component: (await import('../features/settings/LanguageChoice')).LanguageChoice,
    }),
  },
  {
    path: paths.help.path,
    lazy: async () => ({ Component: (await import('../features/settings/ContactForm')).ContactForm }),
  },
];

/**
 * Every route of docs/product.md#screens. Each screen is a chunk of its own, loaded by react-router the first time
 * its route opens (`lazy`), so each route pays only for its own code; `reads` starts its first reads beside that
 * code (docs/startup.md#each-screen-is-a-chunk-of-its-own).
 */
export function appRoutes(reads: RouteReadsByScreen): RouteObject[] {
  return [
    {
      element: <AppShell />,
      errorElement: <AppFailure />,
      loader: reads.hearts,
      children: [
        {
          // A screen that fails to render is replaced by a message and Retry inside the shell (not the whole page).
          errorElement: <ScreenFailure />,
          children: [
            ...publicScreens(reads),
            {
              element: (
                <RequireSignIn>
                  <Outlet />
                </RequireSignIn>
              ),
              children: signedInScreens,
            },
            { path: '*', lazy: async () => ({ Component: (await import('./routes/NotFoundPage')).NotFoundPage }) },
          ],
        },
      ],
    },
  ];
}

export const createAppRouter = (dispatch: AppDispatch) => createBrowserRouter(appRoutes(routeReads(dispatch)));
export type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the router has loaded the first route's code and its first reads: the first render shows it whole. */
export function routerReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
