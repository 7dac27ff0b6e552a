interface Entry {
  /** Order of creation: checks of listed posts that began after it make it unfit until they end. */
  seq: number;
  until: number;
  value: Promise<unknown>;
  settled: boolean;
  /** The terms the answer was searched with (none for answers that are no search). */
  terms: string[];
}

/**
 * Answers kept for a while (trends, visitors' suggestions, the first page of visitors'
 * searches). Callers arriving while one is computed share it; failures are not kept. A post
 * listed meanwhile drops only the kept searches whose terms find it (`forgetMatching`); `clear`
 * drops everything.
 */
export class ShortLivedCache {
  private readonly entries = new Map<string, Entry>();
  private seq = 0;
  /** The `seq` at which each check of listed posts still running began. */
  private readonly checks = new Set<number>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number,
    private readonly capacity = Infinity,
  ) {}

  /** `termsOf` tells, once answered, which terms a search was searched with. */
  get<T>(key: string, compute: () => Promise<T>, termsOf?: (value: T) => string[]): Promise<T> {
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.until > now && !this.beingChecked(hit)) {
      return hit.value as Promise<T>;
    }
    const value = compute();
    const entry: Entry = {
      seq: ++this.seq,
      until: now + this.ttlMs,
      value,
      settled: false,
      terms: [],
    };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.capacity) {
      this.entries.delete(this.entries.keys().next().value!);
    }
    value.then(
      (answer) => {
        entry.settled = true;
        entry.terms = termsOf?.(answer) ?? [];
      },
      () => this.drop(key, entry),
    );
    return value;
  }

  /**
   * Posts were listed: forgets the answers whose terms find one of them (`matching` answers
   * which of the terms do), and those still being computed (they may have read before the
   * posts were listed). Until that is known, the answers kept are not served. When `matching`
   * fails, every search goes.
   */
  async forgetMatching(matching: (terms: string[]) => Promise<string[]>): Promise<void> {
    const fence = ++this.seq;
    this.checks.add(fence);
    try {
      await this.forgetMatchingNow(matching);
    } finally {
      this.checks.delete(fence);
    }
  }

  clear(): void {
    this.entries.clear();
  }

  private async forgetMatchingNow(matching: (terms: string[]) => Promise<string[]>) {
    const seen = [...this.entries];
    const terms = new Set<string>();
    for (const [key, entry] of seen) {
      if (!entry.settled) {
        this.drop(key, entry);
      } else {
        entry.terms.forEach((term) => terms.add(term));
      }
    }
    if (terms.size === 0) {
      return;
    }
    const matched = await matching([...terms]).then(
      (found) => new Set(found),
      () => terms,
    );
    for (const [key, entry] of seen) {
      if (entry.terms.some((term) => matched.has(term))) {
        this.drop(key, entry);
      }
    }
  }

  /** Whether a check of listed posts began after `entry` and is still running. */
  private beingChecked(entry: Entry): boolean {
    for (const fence of this.checks) {
      if (fence > entry.seq) {
        return true;
      }
    }
    return false;
  }

  /** Forgets `entry` unless a newer answer took its place meanwhile. */
  private drop(key: string, entry: Entry): void {
    if (this.entries.get(key) === entry) {
      this.entries.delete(key);
    }
  }
}
