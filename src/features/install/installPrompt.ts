/**
 * The browser's install offer (`beforeinstallprompt`), kept outside Redux: the
 * event has methods and must be called later, so it cannot live in the
 * serialisable store. The event fires once per page load, possibly before the
 * app's code runs (it downloads while index.html's splash shows), so
 * index.html's install-offer script keeps an early one for it; from then on it
 * is captured here, and every Install Our App button and banner reads the same
 * offer.
 */

/** Chromium's install event; not in TypeScript's DOM types. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

export interface InstallPromptStore {
  subscribe(onChange: () => void): () => void;
  /** Whether the browser has offered to install and the visitor has not answered yet. */
  getSnapshot(): boolean;
  /** Shows the browser's install dialog; afterwards the offer is gone, whatever the answer. */
  prompt(): Promise<InstallOutcome>;
  /** The visitor closed the banner: stop offering for this visit. */
  dismiss(): void;
}

/** Where index.html's install-offer script keeps an offer made before the app's code ran. */
export interface EarlyInstallOffer {
  earlyInstallOffer?: Event;
}

export function createInstallPromptStore(
  target: Pick<Window, 'addEventListener'> & EarlyInstallOffer,
): InstallPromptStore {
  let offer = (target.earlyInstallOffer as BeforeInstallPromptEvent | undefined) ?? null;
  // Once the visitor has accepted, dismissed or installed, we stop offering until the next visit.
  let answered = false;
  let available = offer !== null;
  const listeners = new Set<() => void>();

  function update() {
    const next = offer !== null && !answered;
    if (next === available) return;
    available = next;
    listeners.forEach((listener) => listener());
  }

  target.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away; the app shows its button instead.
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    update();
  });
  target.addEventListener('appinstalled', () => {
    offer = null;
    answered = true;
    update();
  });

  return {
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    getSnapshot: () => available,
    async prompt() {
      const event = offer;
      if (!event || answered) return 'unavailable';
      // An install event can show its dialog only once.
      offer = null;
      try {
        await event.prompt();
        const { outcome } = await event.userChoice;
        return outcome;
      } catch {
        return 'dismissed';
      } finally {
        answered = true;
        update();
      }
    },
    dismiss() {
      answered = true;
      update();
    },
  };
}

let appStore: InstallPromptStore | null = null;

/** The app's one install offer, listening from the first time anything asks for it. */
export function installPromptStore(): InstallPromptStore {
  appStore ??= createInstallPromptStore(window as Window & EarlyInstallOffer);
  return appStore;
}
