import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { paths } from '../config/paths';
import { Spinner } from '../shared/ui/Spinner';
import { NotFoundPage } from './routes/NotFoundPage';
import { ResetPasswordPage } from './routes/ResetPasswordPage';
import { ScreenPending } from './routes/ScreenPending';
import { AppShell } from './shell/AppShell';

/** Every route of spec section 2. Screens are lazy-loaded so each route pays only for its own code. */
export const lazyScreen = (load: () => Promise<{ default: () => ReactNode }>) => {
  const Screen = lazy(load);
  return (
    <Suspense fallback={<Spinner />}>
      <Screen />
    </Suspense>
  );
};

export const routes = [
  {
    element: <AppShell />,
    children: [
      { path: paths.home.path, element: <ScreenPending title="Home" /> },
      { path: paths.ebooks.path, element: <ScreenPending title="Ebooks" /> },
      { path: paths.ebook.path, element: <ScreenPending title="Ebook" /> },
      { path: paths.reader.path, element: <ScreenPending title="Reader" /> },
      { path: paths.videos.path, element: <ScreenPending title="Videos" /> },
      { path: paths.library.path, element: <ScreenPending title="Library" /> },
      { path: paths.search.path, element: <ScreenPending title="Search" /> },
      { path: paths.checkout.path, element: <ScreenPending title="Checkout" /> },
      { path: paths.resetPassword.path, element: <ResetPasswordPage /> },
      { path: paths.settings.path, element: <ScreenPending title="Settings" /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
