import { Logger } from '@nestjs/common';
import { PeriodicSweep } from './periodic-sweep';

/** A sweep whose runs the test finishes or fails by hand. */
class ManualSweep extends PeriodicSweep {
  readonly runs: Array<{ finish(): void; fail(error: Error): void }> = [];

  constructor(everyMs: number) {
    super(everyMs, 'manual sweep');
  }

  protected run(): Promise<void> {
    return new Promise((resolve, reject) =>
      this.runs.push({ finish: () => resolve(), fail: (error) => reject(error) }),
    );
  }
}

describe(PeriodicSweep.name, () => {
  let warn: jest.SpyInstance;

  beforeEach(() => {
    jest.useFakeTimers();
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    warn.mockRestore();
  });

  it('runs on its interval, one run at a time', async () => {
    const sweep = new ManualSweep(1_000);
    sweep.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(999);
    expect(sweep.runs).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(sweep.runs).toHaveLength(1);
    // still running at the next two ticks: no second run beside it
    await jest.advanceTimersByTimeAsync(2_000);
    expect(sweep.runs).toHaveLength(1);
    sweep.runs[0].finish();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(sweep.runs).toHaveLength(2);
    sweep.runs[1].finish();
    await sweep.onModuleDestroy();
  });

  it('logs a failed run and runs again at the next tick', async () => {
    const sweep = new ManualSweep(1_000);
    sweep.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(1_000);
    sweep.runs[0].fail(new Error('la base no responde'));
    await jest.advanceTimersByTimeAsync(1_000);
    expect(warn).toHaveBeenCalledWith('manual sweep failed: Error: la base no responde');
    expect(sweep.runs).toHaveLength(2);
    sweep.runs[1].finish();
    await sweep.onModuleDestroy();
  });

  it('never runs when its interval is 0, and stops at shutdown after the run in progress', async () => {
    const idle = new ManualSweep(0);
    idle.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(idle.runs).toHaveLength(0);

    const sweep = new ManualSweep(1_000);
    sweep.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(1_000);
    let stopped = false;
    const stopping = sweep.onModuleDestroy().then(() => (stopped = true));
    await jest.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    sweep.runs[0].finish();
    await stopping;
    await jest.advanceTimersByTimeAsync(5_000);
    expect(sweep.runs).toHaveLength(1);
  });
});
