/**
 * A value that components read with useSyncExternalStore, so that a change
 * re-renders only the few that read something different from it (the two
 * thumbnails whose "current" mark moves), not the whole list around them.
 */
export class PageSignal {
  private readonly listeners = new Set<() => void>();

  constructor(private value: number) {}

  get = (): number => this.value;

  set(value: number): void {
    if (value === this.value) return;
    this.value = value;
    this.listeners.forEach((listener) => listener());
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}
