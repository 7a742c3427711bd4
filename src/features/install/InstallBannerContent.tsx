import { Download, X } from 'lucide-react';
import { Button } from '../../shared/ui/Button';
import { IconButton } from '../../shared/ui/IconButton';
import type { InstallPrompt } from './useInstallPrompt';
import './InstallBanner.css';

/** The install offer's banner, once the browser offers to install (InstallBanner loads it then). */
export function InstallBannerContent({ promptInstall, dismissInstall }: Omit<InstallPrompt, 'canInstall'>) {
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
