import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { RequireSignIn } from '../features/auth/RequireSignIn';
import { Spinner } from '../shared/ui/Spinner';
import { HomePage } from './routes/HomePage';
import { NotFoundPage } from './routes/NotFoundPage';
import { ResetPasswordPage } from './routes/ResetPasswordPage';
import { ScreenPending } from './routes/ScreenPending';
import { SettingsPage } from './routes/SettingsPage';
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

/** Every route of spec section 2. Screens of later issues are their heading and a spinner until they arrive. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { path: paths.home.path, element: <HomePage /> },
      { path: paths.ebooks.path, element: <ScreenPending title="Ebooks" /> },
      { path: paths.ebook.path, element: <ScreenPending title="Ebook" /> },
      { path: paths.reader.path, element: <ScreenPending title="Reader" /> },
      { path: paths.videos.path, element: <ScreenPending title="Videos" /> },
      { path: paths.search.path, element: <ScreenPending title="Search" /> },
      { path: paths.checkout.path, element: <ScreenPending title="Checkout" /> },
      { path: paths.resetPassword.path, element: <ResetPasswordPage /> },
      {
        element: signedInOnly,
        children: [
          { path: paths.library.path, element: <ScreenPending title="Library" /> },
          { path: paths.settings.path, element: <SettingsPage /> },
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
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
export type AppRouter = ReturnType<typeof createAppRouter>;
