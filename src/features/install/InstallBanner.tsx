import { Download, X } from 'lucide-react';
import { Button } from '../../shared/ui/Button';
import { IconButton } from '../../shared/ui/IconButton';
import { useInstallPrompt } from './useInstallPrompt';
import './InstallBanner.css';

/**
 * The small-screen install offer (at 768 px or less; wider screens have the
 * top bar's button), shown on Home and Settings until the visitor installs,
 * declines or closes it.
 */
export function InstallBanner() {
  const { canInstall, promptInstall, dismissInstall } = useInstallPrompt();
  if (!canInstall) return null;
  return (
    <aside className="install-banner" aria-label="Install the app">
      <span className="install-banner__icon" aria-hidden="true">
        <Download />
      </span>
      <p className="install-banner__text">Read anywhere, even offline, from your home screen.</p>
      <Button size="sm" onClick={() => void promptInstall()}>
        Install Our App
      </Button>
      <IconButton label="Not now" icon={<X aria-hidden="true" />} onClick={dismissInstall} />
    </aside>
  );
}
