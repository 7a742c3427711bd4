import { createElement, useState, type ComponentType } from 'react';
import type { LoadOnce } from '../lib/loadOnce';
import { useLoadedWhen } from '../shared/hooks/useLoadedWhen';
import { Spinner } from '../shared/ui/Spinner';

/**
 * A screen's code, a chunk of its own, loaded the first time it is needed —
 * by the router or, as the app starts, by preloadFirstScreen — and never
 * asked for twice (screens.ts).
 */
export type ScreenModule = LoadOnce<ComponentType>;

/**
 * Renders a screen: at once when its chunk is already here (the usual first
 * screen, preloaded as the app starts), else a spinner until it arrives.
 *
 * Not React.lazy with Suspense: React holds back revealing a suspended
 * boundary until 300 ms after its fallback was shown, so the first screen of
 * every visit painted up to 300 ms after its code and data had arrived.
 * Here the arrival is an ordinary update, painted in the next frame.
 */
export function LoadedScreen({ screen }: { screen: ScreenModule }) {
  const [failure, setFailure] = useState<{ screen: ScreenModule; error: unknown }>();
  const Screen = useLoadedWhen(true, screen, (error) => setFailure({ screen, error }));
  // The route's error screen says the page could not be loaded (ScreenFailure.tsx); opening the route
  // again mounts this anew, which asks for the chunk again.
  if (!Screen && failure?.screen === screen) throw failure.error;
  // The component is the chunk's own, the same on every render (not one made here).
  return Screen ? createElement(Screen) : <Spinner />;
}
