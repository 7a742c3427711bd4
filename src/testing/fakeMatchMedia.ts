/**
 * For tests: jsdom has no window.matchMedia. This installs one whose queries
 * match only when a test says so, and tells listeners when that changes, as a
 * browser does when the system theme flips or the window narrows.
 * (Belongs in src/testing; it lives here until that folder takes it.)
 */
export function installFakeMatchMedia(initiallyMatching: string[] = []) {
  const matching = new Set(initiallyMatching);
  const listeners = new Map<string, Set<(event: MediaQueryListEvent) => void>>();

  window.matchMedia = (query: string) =>
    ({
      media: query,
      get matches() {
        return matching.has(query);
      },
      onchange: null,
      addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => {
        if (!listeners.has(query)) listeners.set(query, new Set());
        listeners.get(query)!.add(listener);
      },
      removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => {
        listeners.get(query)?.delete(listener);
      },
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => true,
    }) as unknown as MediaQueryList;

  return {
    /** Makes `query` match (or not) and notifies whoever listens to it. */
    setMatches(query: string, matches: boolean) {
      if (matches) matching.add(query);
      else matching.delete(query);
      listeners.get(query)?.forEach((listener) => listener({ matches, media: query } as MediaQueryListEvent));
    },
    uninstall() {
      // @ts-expect-error -- removing what jsdom never had
      delete window.matchMedia;
    },
  };
}
