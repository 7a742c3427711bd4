import { LoadFailure } from '../../shared/ui/LoadFailure';

export const SCREEN_UNAVAILABLE = 'This page could not be loaded. Check your connection and try again.';

/**
 * What the shell shows in place of a screen that failed to render — most
 * often because its code could not be downloaded (offline before the app was
 * saved, or a new version replaced the files): the header and menus stay,
 * and Retry loads the page again at the same address, instead of React
 * Router's developer error page. A reload, not a navigation: the router
 * keeps a screen's code that failed to load as failed for the page's life.
 */
export function ScreenFailure() {
  return (
    <section className="page">
      <h1 className="page__title">Page unavailable</h1>
      <LoadFailure message={SCREEN_UNAVAILABLE} onRetry={() => window.location.reload()} />
    </section>
  );
}
