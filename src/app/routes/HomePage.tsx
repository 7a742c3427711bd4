import { InstallBanner } from '../../features/install/InstallBanner';
import { ScreenPending } from './ScreenPending';

/** Home: the small-screen install banner above the home screen (whose content arrives with a later issue). */
export function HomePage() {
  return (
    <>
      <InstallBanner />
      <ScreenPending title="Home" />
    </>
  );
}
