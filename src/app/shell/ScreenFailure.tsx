import { useLocation, useNavigate } from 'react-router-dom';
import { LoadFailure } from '../../shared/ui/LoadFailure';

export const SCREEN_UNAVAILABLE = 'This page could not be loaded. Check your connection and try again.';

/**
 * What the shell shows in place of a screen that failed to render — most
 * often because its code could not be downloaded (offline before the app was
 * saved, or a new version replaced the files): the header and menus stay,
 * and Retry opens the same address again, which asks for the code again
 * (src/app/LoadedScreen.tsx), instead of React Router's developer error page.
 */
export function ScreenFailure() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  return (
    <section className="page">
      <h1 className="page__title">Page unavailable</h1>
      <LoadFailure
        message={SCREEN_UNAVAILABLE}
        onRetry={() => void navigate({ pathname, search, hash }, { replace: true })}
      />
    </section>
  );
}
