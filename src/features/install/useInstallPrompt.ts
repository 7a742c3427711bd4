import { useCallback, useSyncExternalStore } from 'react';
import { useMediaQuery } from '../../shared/hooks/useMediaQuery';
import { installPromptStore, type InstallOutcome, type InstallPromptStore } from './installPrompt';

/** Matches when Mentoria already runs as an installed app. */
export const STANDALONE_QUERY = '(display-mode: standalone)';

export interface InstallPrompt {
  /** Show Install Our App: the browser offers it, the visitor has not answered, and the app is not installed. */
  canInstall: boolean;
  promptInstall(): Promise<InstallOutcome>;
  /** Hide the offer for this visit (the banner's close button). */
  dismissInstall(): void;
}

/** The install offer for a button or banner. `store` is the app's own unless a test brings one. */
export function useInstallPrompt(store: InstallPromptStore = installPromptStore()): InstallPrompt {
  const offered = useSyncExternalStore(store.subscribe, store.getSnapshot, () => false);
  const standalone = useMediaQuery(STANDALONE_QUERY);
  const promptInstall = useCallback(() => store.prompt(), [store]);
  const dismissInstall = useCallback(() => store.dismiss(), [store]);
  return { canInstall: offered && !standalone, promptInstall, dismissInstall };
}
