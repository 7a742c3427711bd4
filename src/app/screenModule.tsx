import { createElement, useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { Spinner } from '../shared/ui/Spinner';

/**
 * A screen's code, a chunk of its own, loaded the first time it is needed —
 * by the router or, as the app starts, by preloadFirstScreen — and never
 * asked for twice.
 */
export interface ScreenModule {
  /** Starts loading the screen's chunk (once) and resolves to its component. */
  load(): Promise<ComponentType>;
  /** The component once its chunk has arrived; until then undefined. */
  loaded(): ComponentType | undefined;
  /** Calls `onChange` when the chunk arrives; returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
}

/** A screen module for `importScreen` (a dynamic import picking the named component). */
export function screenModule(importScreen: () => Promise<ComponentType>): ScreenModule {
  let loading: Promise<ComponentType> | undefined;
  let component: ComponentType | undefined;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((onChange) => onChange());
  return {
    load() {
      loading ??= importScreen().then(
        (loadedComponent) => {
          component = loadedComponent;
          changed();
          return loadedComponent;
        },
        (error: unknown) => {
          // A chunk that failed (offline, or replaced by a new deploy) is asked for again next time.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => component,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}

/**
 * Renders a screen: at once when its chunk is already here (the usual first
 * screen, preloaded as the app starts), else a spinner until it arrives.
 *
 * Not React.lazy with Suspense: React holds back revealing a suspended
 * boundary until 300 ms after its fallback was shown, so the first screen of
 * every visit painted up to 300 ms after its code and data had arrived (#9).
 * Here the arrival is an ordinary update, painted in the next frame.
 */
export function LoadedScreen({ screen }: { screen: ScreenModule }) {
  const Screen = useSyncExternalStore(screen.subscribe, screen.loaded, screen.loaded);
  const [failure, setFailure] = useState<{ screen: ScreenModule; error: unknown }>();
  useEffect(() => {
    if (screen.loaded()) return;
    let mounted = true;
    screen.load().catch((error: unknown) => {
      if (mounted) setFailure({ screen, error });
    });
    return () => {
      mounted = false;
    };
  }, [screen]);
  // The route's error screen says the page could not be loaded, as it did for a lazy screen; opening the
  // route again asks for the chunk again.
  if (failure?.screen === screen && !Screen) throw failure.error;
  // The component is the chunk's own, the same on every render (not one made here).
  return Screen ? createElement(Screen) : <Spinner />;
}
