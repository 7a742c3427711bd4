import { LoadFailure } from '../../shared/ui/LoadFailure';

export const APP_UNAVAILABLE = 'Mentoria could not be shown. Reload the page to try again.';

/**
 * The last resort, in place of the whole app when its shell itself failed to
 * render (a screen's failure is ScreenFailure's, inside the shell): a plain
 * message and a reload, instead of React Router's developer error page.
 */
export function AppFailure() {
  return (
    <main id="main" className="page page--narrow">
      <h1 className="page__title">Something went wrong</h1>
      <LoadFailure message={APP_UNAVAILABLE} onRetry={() => window.location.reload()} />
    </main>
  );
}
