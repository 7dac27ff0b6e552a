import type { Timers } from './view-timer';

/** A clock the tests move by hand. */
export class FakeTimers implements Timers {
  now = 0;
  private next = 1;
  private readonly due = new Map<number, { at: number; callback: () => void }>();

  setTimeout = (callback: () => void, ms: number): unknown => {
    const id = this.next++;
    this.due.set(id, { at: this.now + ms, callback });
    return id;
  };

  clearTimeout = (handle: unknown): void => {
    this.due.delete(handle as number);
  };

  get pending(): number {
    return this.due.size;
  }

  advance(ms: number): void {
    const until = this.now + ms;
    for (;;) {
      const [id, timer] = [...this.due].sort((a, b) => a[1].at - b[1].at)[0] ?? [];
      if (id === undefined || timer.at > until) {
        break;
      }
      this.due.delete(id);
      this.now = timer.at;
      timer.callback();
    }
    this.now = until;
  }
}
