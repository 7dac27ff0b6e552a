import { Generation } from '../domain/generation';

/** Progress of generations to their owner, and the new balance to the account. */
export abstract class GenerationEvents {
  abstract updated(generation: Generation): Promise<void>;
  abstract balanceChanged(userId: string): Promise<void>;
  /** Resolves when the generation completes or fails (any instance may run it). */
  abstract waitForFinish(
    id: string,
    timeoutMs: number,
    isFinished: () => Promise<boolean>,
  ): Promise<void>;
}
