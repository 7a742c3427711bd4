import { useState } from 'react';
import { useSignOut } from '../../features/auth/useSignOut';
import { InstallBanner } from '../../features/install/InstallBanner';
import { SettingsMenu } from '../../features/settings/SettingsMenu';
import { ThemeModal } from '../../features/theme/ThemeModal';

/** /settings: the install banner on small screens, the menu, the Theme dialog it opens, and Logout. */
export function SettingsPage() {
  const [themeOpen, setThemeOpen] = useState(false);
  const signOut = useSignOut();
  return (
    <>
      <InstallBanner />
      <section className="page page--narrow">
        <h1 className="page__title">Settings</h1>
        <SettingsMenu onThemeClick={() => setThemeOpen(true)} onLogout={() => void signOut()} />
        <ThemeModal open={themeOpen} onClose={() => setThemeOpen(false)} />
      </section>
    </>
  );
}
