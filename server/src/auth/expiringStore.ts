export interface ExpiringStoreOptions {
  ttlMs: number;
  /** At most this many entries are kept; the oldest go first, so a flood of requests cannot exhaust memory. */
  maxEntries: number;
  now?: () => number;
}

/**
 * Short-lived, single-use values kept in memory: the state of a sign-in in progress
 * and PKCE authorisation codes. A restart forgets them, which only means starting
 * the Google sign-in again.
 */
export class ExpiringStore<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();
  private readonly now: () => number;

  constructor(private readonly options: ExpiringStoreOptions) {
    this.now = options.now ?? Date.now;
  }

  put(key: string, value: T): void {
    if (this.entries.size >= this.options.maxEntries) {
      const now = this.now();
      for (const [oldKey, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(oldKey);
      for (const oldKey of this.entries.keys()) {
        if (this.entries.size < this.options.maxEntries) break;
        this.entries.delete(oldKey);
      }
    }
    this.entries.set(key, { value, expiresAt: this.now() + this.options.ttlMs });
  }

  /** The value, if it exists and has not expired, without using it up. */
  peek(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** The value, used up: a second take of the same key finds nothing. */
  take(key: string): T | undefined {
    const value = this.peek(key);
    this.entries.delete(key);
    return value;
  }
}
