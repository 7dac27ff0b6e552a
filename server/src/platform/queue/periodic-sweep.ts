import { Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';

/**
 * Work repeated on a timer in the process that runs jobs: campaigns finished, challenges closed,
 * expired archives removed, ended limit windows deleted, ended subscriptions and pending payments
 * settled, sandbox subscriptions renewed. One run at a time (a tick that finds
 * the last still running skips); a failed run is logged and the next tick tries again; the run
 * in progress is awaited at shutdown. The timer does not keep the process alive.
 */
export abstract class PeriodicSweep implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(this.constructor.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    /** Milliseconds between runs; 0 never runs (a process that does not run jobs). */
    private readonly everyMs: number,
    /** What the sweep is, for its log line ('campaign sweep failed: …'). */
    private readonly what: string,
  ) {}

  /** One run. */
  protected abstract run(): Promise<unknown>;

  onApplicationBootstrap(): void {
    if (this.everyMs > 0) {
      this.timer = setInterval(() => void this.tick(), this.everyMs);
      this.timer.unref();
    }
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) {
      clearInterval(this.timer);
    }
    await this.running;
  }

  /** Runs once now, unless a run is in progress. */
  async tick(): Promise<void> {
    if (this.running) {
      return;
    }
    this.running = this.run().catch((err: unknown) => {
      this.logger.warn(`${this.what} failed: ${String(err)}`);
    });
    await this.running;
    this.running = null;
  }
}
