interface Entry<T> {
  /** Order of creation: checks of listed posts that began after it make it unfit until they end. */
  seq: number;
  until: number;
  value: Promise<T>;
  /** The terms the page was searched with; null until it is answered. */
  terms: string[] | null;
}

/**
 * Answers to searches kept for a while (the first page of visitors' searches: a popular word is
 * searched again and again, and its first page is the same for every visitor). Callers arriving
 * while one is computed share it; failures are not kept. A post listed meanwhile drops only the
 * answers whose terms find it; withdrawn posts drop them all.
 */
export class SearchPageCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private seq = 0;
  /** The `seq` at which each check of listed posts still running began. */
  private readonly checks = new Set<number>();

  constructor(
    private readonly ttlMs: number,
    private readonly capacity: number,
    private readonly now: () => number,
  ) {}

  /** `termsOf` tells, once answered, which terms the answer was searched with. */
  get(key: string, compute: () => Promise<T>, termsOf: (value: T) => string[]): Promise<T> {
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.until > now && !this.beingChecked(hit)) {
      return hit.value;
    }
    const entry: Entry<T> = {
      seq: ++this.seq,
      until: now + this.ttlMs,
      value: compute(),
      terms: null,
    };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.capacity) {
      this.entries.delete(this.entries.keys().next().value!);
    }
    entry.value.then(
      (value) => {
        entry.terms = termsOf(value);
      },
      () => this.drop(key, entry),
    );
    return entry.value;
  }

  /**
   * Posts were listed: forgets the answers whose terms find one of them (`matching` answers
   * which of the terms do), and those still being computed (they may have read before the
   * posts were listed). Until that is known, the answers kept are not served. When `matching`
   * fails, every answer goes.
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
      if (entry.terms === null) {
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
      if (entry.terms?.some((term) => matched.has(term))) {
        this.drop(key, entry);
      }
    }
  }

  /** Whether a check of listed posts began after `entry` and is still running. */
  private beingChecked(entry: Entry<T>): boolean {
    for (const fence of this.checks) {
      if (fence > entry.seq) {
        return true;
      }
    }
    return false;
  }

  /** Forgets `entry` unless a newer answer took its place meanwhile. */
  private drop(key: string, entry: Entry<T>): void {
    if (this.entries.get(key) === entry) {
      this.entries.delete(key);
    }
  }
}
