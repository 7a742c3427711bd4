export interface RateLimitOptions {
  /** How many events a key may record within one window before it is limited. */
  limit: number;
  windowMs: number;
  /** At most this many keys are remembered, so a flood of distinct keys cannot exhaust memory. */
  maxKeys: number;
  now?: () => number;
}

interface Window {
  startedAt: number;
  count: number;
}

/** An event counted by `tryRecord`, which can be taken back (e.g. the attempt turned out not to fail). */
export interface RecordedEvent {
  release(): void;
}

/**
 * Counts events (failed sign-ins, sign-ups) per key in fixed windows, in memory.
 * A restart forgets the counts, which only ever errs towards letting someone in.
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();
  private readonly now: () => number;

  constructor(private readonly options: RateLimitOptions) {
    this.now = options.now ?? Date.now;
  }

  isLimited(key: string): boolean {
    const window = this.current(key);
    return window !== undefined && window.count >= this.options.limit;
  }

  record(key: string): void {
    const window = this.current(key);
    if (window) {
      window.count += 1;
      return;
    }
    this.makeRoom();
    this.windows.set(key, { startedAt: this.now(), count: 1 });
  }

  /**
   * Counts one event unless the key is already at its limit, in one synchronous step:
   * requests that arrive together cannot all pass the check before any of them is
   * counted (the check-then-await-then-record race). Undefined when limited.
   */
  tryRecord(key: string): RecordedEvent | undefined {
    if (this.isLimited(key)) return undefined;
    this.record(key);
    const window = this.windows.get(key);
    let released = false;
    return {
      release: () => {
        // A window that has since ended or been reset is not the one this event was counted in.
        if (released || !window || this.windows.get(key) !== window) return;
        released = true;
        window.count -= 1;
      },
    };
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  get size(): number {
    return this.windows.size;
  }

  private current(key: string): Window | undefined {
    const window = this.windows.get(key);
    if (window && this.now() - window.startedAt >= this.options.windowMs) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  /** Drops finished windows, then the oldest ones (a Map iterates in insertion order). */
  private makeRoom(): void {
    if (this.windows.size < this.options.maxKeys) return;
    const now = this.now();
    for (const [key, window] of this.windows) {
      if (now - window.startedAt >= this.options.windowMs) this.windows.delete(key);
    }
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.options.maxKeys) break;
      this.windows.delete(key);
    }
  }
}
