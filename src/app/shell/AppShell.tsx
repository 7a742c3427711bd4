import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { SCROLL_POSITIONS_STORAGE_KEY } from '../../config/constants';
import { UpdatePrompt } from '../../features/appUpdate/UpdatePrompt';
import { LoginModal } from '../../features/auth/LoginModal';
import { useFavouritesFromServer } from '../../features/favourites/useFavouritesFromServer';
import { useReadingProgressSync } from '../../features/readingProgress/useReadingProgressSync';
import { OfflineIndicator } from '../../features/offline/OfflineIndicator';
import { useDocumentTheme } from '../../features/theme/useDocumentTheme';
import { ToastRegion } from '../../features/toasts/ToastRegion';
import { useIsMobile } from '../../shared/hooks/useIsMobile';
import { BottomBar } from './BottomBar';
import { MobileTopBar } from './MobileTopBar';
import { SideBar } from './SideBar';
import { TopBar } from './TopBar';
import '../../shared/ui/Button.css';
import './AppShell.css';
import { useLearnerStateRestored } from '../hooks';

/** The learner's sync: a signed-in learner's only, so a chunk of its own. */
const LearnerSync = lazy(() => import('./LearnerSync').then(({ LearnerSync: sync }) => ({ default: sync })));

/**
 * The frame every screen sits in. Wide screens get the side bar and top bar;
 * at 768 px or less, the mobile top bar and the bottom bar. Only one set is
 * mounted, so each control exists once. The toasts and the login modal are
 * mounted here once for the whole app, as are the offline indicator and the
 * new-version prompt, above every screen's content.
 */
export function AppShell() {
  useDocumentTheme();
  useFavouritesFromServer();
  useReadingProgressSync();
  const learnerStateRestored = useLearnerStateRestored();
  const mobile = useIsMobile();
  return (
    <div className={mobile ? 'app-shell app-shell--mobile' : 'app-shell'}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {!mobile && <SideBar />}
      <div className="app-shell__column">
        {mobile ? <MobileTopBar /> : <TopBar />}
        <OfflineIndicator />
        <UpdatePrompt />
        <main id="main" className="app-shell__main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      {mobile && <BottomBar />}
      <ToastRegion />
      {learnerStateRestored && (
        <Suspense fallback={null}>
          <LearnerSync />
        </Suspense>
      )}
      <LoginModal />
      <ScrollRestoration storageKey={SCROLL_POSITIONS_STORAGE_KEY} />
    </div>
  );
}
