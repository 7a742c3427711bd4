import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { RequireSignIn } from '../features/auth/RequireSignIn';
import { LoadedScreen, type ScreenModule } from './LoadedScreen';
import { screens } from './screens';
import { AppFailure } from './shell/AppFailure';
import { AppShell } from './shell/AppShell';
import { ScreenFailure } from './shell/ScreenFailure';

/** A route's screen, its chunk loaded when the route is first opened, so each route pays only for its own code. */
const screen = (module: ScreenModule) => <LoadedScreen screen={module} />;

/** Only a signed-in user sees these; a visitor (or a deep link) gets the login modal instead (docs/product.md#who-may-do-what). */
const signedInOnly = (
  <RequireSignIn>
    <Outlet />
  </RequireSignIn>
);

/** Every route of docs/product.md#screens, each screen a lazy chunk. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <AppFailure />,
    children: [
      {
        // A screen that fails to render is replaced by a message and Retry inside the shell (not the whole page).
        errorElement: <ScreenFailure />,
        children: [
          { path: paths.home.path, element: screen(screens.home) },
          { path: paths.ebooks.path, element: screen(screens.ebooks) },
          { path: paths.ebook.path, element: screen(screens.ebook) },
          { path: paths.reader.path, element: screen(screens.reader) },
          { path: paths.videos.path, element: screen(screens.videos) },
          { path: paths.search.path, element: screen(screens.search) },
          { path: paths.checkout.path, element: screen(screens.checkout) },
          { path: paths.resetPassword.path, element: screen(screens.resetPassword) },
          // Legal pages: anyone may read what they agree to, before having an account.
          { path: paths.privacy.path, element: screen(screens.privacy) },
          { path: paths.terms.path, element: screen(screens.terms) },
          { path: paths.refund.path, element: screen(screens.refund) },
          {
            element: signedInOnly,
            children: [
              { path: paths.library.path, element: screen(screens.library) },
              { path: paths.settings.path, element: screen(screens.settings) },
              { path: paths.profile.path, element: screen(screens.profile) },
              { path: paths.language.path, element: screen(screens.language) },
              { path: paths.help.path, element: screen(screens.help) },
            ],
          },
          { path: '*', element: screen(screens.notFound) },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
export type AppRouter = ReturnType<typeof createAppRouter>;
