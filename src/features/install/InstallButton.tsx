import { Download } from 'lucide-react';
import { Button } from '../../shared/ui/Button';
import { useInstallPrompt } from './useInstallPrompt';

/** "Install Our App" for wide screens; rendered only while the browser offers installation. */
export function InstallButton({ className }: { className?: string }) {
  const { canInstall, promptInstall } = useInstallPrompt();
  if (!canInstall) return null;
  return (
    <Button variant="secondary" size="sm" className={className} onClick={() => void promptInstall()}>
      <Download aria-hidden="true" size={16} />
      Install Our App
    </Button>
  );
}
