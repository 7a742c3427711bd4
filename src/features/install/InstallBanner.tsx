import { loadOnce } from '../../lib/loadOnce';
import { useLoadedWhen } from '../../shared/hooks/useLoadedWhen';
import { useInstallPrompt } from './useInstallPrompt';

// Fetched when the browser offers to install, which most visits never see: they do not carry it.
const loadBannerContent = loadOnce(() => import('./InstallBannerContent'));

/** A banner that could not be downloaded is no failure: the top bar and Settings still offer to install. */
const noBanner = () => undefined;

/**
 * The small-screen install offer (at 768 px or less; wider screens have the
 * top bar's button), shown on Home and Settings until the visitor installs,
 * declines or closes it.
 */
export function InstallBanner() {
  const { canInstall, promptInstall, dismissInstall } = useInstallPrompt();
  const loaded = useLoadedWhen(canInstall, loadBannerContent, noBanner);
  if (!canInstall || !loaded) return null;
  return <loaded.InstallBannerContent promptInstall={promptInstall} dismissInstall={dismissInstall} />;
}
