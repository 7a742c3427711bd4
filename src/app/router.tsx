import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { paths, routeNames, type RouteName } from '../config/paths';
import { RequireSignIn } from '../features/auth/RequireSignIn';
import { routeReads, type RouteReads, type RouteReadsByScreen } from './routeReads';
import { AppFailure } from './shell/AppFailure';
import { AppShell } from './shell/AppShell';
import { ScreenFailure } from './shell/ScreenFailure';
import type { AppDispatch } from './store';

/** A screen's code: a chunk of its own, loaded by react-router the first time its route opens. */
type ScreenCode = () => Promise<{ Component: ComponentType }>;

/** Every route's screen, by the route's name in config/paths.ts. */
const screens: Record<RouteName, ScreenCode> = {
  home: async () => ({ Component: (await import('./routes/HomePage')).HomePage }),
  ebooks: async () => ({ Component: (await import('./routes/EbooksPage')).EbooksPage }),
  ebook: async () => ({ Component: (await import('./routes/EbookPage')).EbookPage }),
  reader: async () => ({ Component: (await import('./routes/ReaderPage')).ReaderPage }),
  watch: async () => ({ Component: (await import('./routes/WatchPage')).WatchPage }),
  videos: async () => ({ Component: (await import('./routes/VideosPage')).VideosPage }),
  course: async () => ({ Component: (await import('./routes/CoursePage')).CoursePage }),
  search: async () => ({ Component: (await import('./routes/SearchPage')).SearchPage }),
  checkout: async () => ({ Component: (await import('./routes/CheckoutPage')).CheckoutPage }),
  resetPassword: async () => ({ Component: (await import('./routes/ResetPasswordPage')).ResetPasswordPage }),
  privacy: async () => ({ Component: (await import('../features/settings/PrivacyPolicy')).PrivacyPolicy }),
  terms: async () => ({ Component: (await import('../features/settings/TermsAndConditions')).TermsAndConditions }),
  refund: async () => ({ Component: (await import('../features/settings/RefundPolicy')).RefundPolicy }),
  library: async () => ({ Component: (await import('./routes/LibraryPage')).LibraryPage }),
  settings: async () => ({ Component: (await import('./routes/SettingsPage')).SettingsPage }),
  profile: async () => ({ Component: (await import('../features/settings/ProfileDetails')).ProfileDetails }),
  language: async () => ({ Component: (await import('../features/settings/LanguageChoice')).LanguageChoice }),
  help: async () => ({ Component: (await import('../features/settings/ContactForm')).ContactForm }),
};

/** The routes of config/paths.ts that are (or are not) signed-in only, each with its screen and first reads. */
function screenRoutes(reads: RouteReadsByScreen, signedInOnly: boolean): RouteObject[] {
  const loaders: Partial<Record<RouteName, RouteReads>> = reads;
  return routeNames(signedInOnly).map((name) => ({
    path: paths[name].path,
    loader: loaders[name],
    lazy: screens[name],
  }));
}

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
            ...screenRoutes(reads, false),
            {
              // The one way a screen needs an account: its route's flag puts it here, and a visitor (or a deep link)
              // is asked to sign in where the screen would be (docs/product.md#who-may-do-what).
              element: (
                <RequireSignIn>
                  <Outlet />
                </RequireSignIn>
              ),
              children: screenRoutes(reads, true),
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
