import { useState } from 'react';
import { ExportAllNotes } from '../../features/annotations/ExportAllNotes';
import { useSignOut } from '../../features/auth/useSignOut';
import { LearningStreakCard } from '../../features/learningActivity/LearningStreakCard';
import { WeeklyGoalField } from '../../features/learningActivity/WeeklyGoalField';
import { InstallBanner } from '../../features/install/InstallBanner';
import { SettingsMenu } from '../../features/settings/SettingsMenu';
import { ThemeModal } from '../../features/theme/ThemeModal';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { useLearnerStateRestored } from '../hooks';

/**
 * /settings: the install banner on small screens, the learning streak and the weekly goal, the export of every
 * book's highlights and notes, the menu, the Theme dialog it opens, Logout (this device)
 * and "Sign out on all devices", which asks first.
 */
export function SettingsPage() {
  useDocumentTitle('Settings');
  const [themeOpen, setThemeOpen] = useState(false);
  const [everywhereOpen, setEverywhereOpen] = useState(false);
  const [signingOutEverywhere, setSigningOutEverywhere] = useState(false);
  const signOut = useSignOut();
  const learnerStateRestored = useLearnerStateRestored();
  const signOutEverywhere = () => {
    setSigningOutEverywhere(true);
    // On success the page reloads; on failure a toast says so and the dialog stays, to try again.
    void signOut('everyDevice').finally(() => setSigningOutEverywhere(false));
  };
  return (
    <>
      <InstallBanner />
      <section className="page page--narrow">
        <h1 className="page__title">Settings</h1>
        {learnerStateRestored && (
          <div className="settings-learning">
            <LearningStreakCard />
            <WeeklyGoalField />
          </div>
        )}
        <ExportAllNotes />
        <SettingsMenu
          onThemeClick={() => setThemeOpen(true)}
          onLogout={() => void signOut()}
          onSignOutEverywhere={() => setEverywhereOpen(true)}
        />
        <ThemeModal open={themeOpen} onClose={() => setThemeOpen(false)} />
        <ConfirmDialog
          open={everywhereOpen}
          title="Sign out on all devices?"
          description="This ends your session on every device and browser where you are signed in, this one included. You will need to sign in again on each."
          confirmLabel="Sign out everywhere"
          busyLabel="Signing out everywhere…"
          busy={signingOutEverywhere}
          onConfirm={signOutEverywhere}
          onCancel={() => setEverywhereOpen(false)}
        />
      </section>
    </>
  );
}
