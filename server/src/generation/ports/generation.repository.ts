import { GeneratedImage, Generation } from '../domain/generation';

export type NewGeneration = Omit<
  Generation,
  'status' | 'error' | 'images' | 'createdAt' | 'completedAt'
>;

export abstract class GenerationRepository {
  /**
   * Records the generation and takes its cost from the user's balance in one transaction, through
   * the ledger. Answers the balance left, or null when it does not cover the cost (nothing changes).
   */
  abstract createReserving(generation: NewGeneration): Promise<number | null>;
  abstract findById(id: string): Promise<Generation | null>;
  /** The generation a provider's webhook speaks of. */
  abstract findByProviderJob(provider: string, providerJobId: string): Promise<Generation | null>;
  abstract markRunning(id: string): Promise<void>;
  abstract setProviderJob(id: string, providerJobId: string): Promise<void>;
  /**
   * Marks it completed and settles its cost in one transaction: a `generation.settle` ledger row
   * giving back `refund` tokens (the share of images not delivered; usually 0). False (nothing
   * changes) when it had already settled.
   */
  abstract complete(id: string, images: GeneratedImage[], refund: number): Promise<boolean>;
  /**
   * Marks it failed and gives the cost back, once however often it is called; false (nothing
   * changes) when it had already settled.
   */
  abstract failRefunding(id: string, error: string): Promise<boolean>;
  abstract balance(userId: string): Promise<number>;
  /** Generations still queued or running (their tokens reserved), oldest first. */
  abstract unsettled(): Promise<Array<{ id: string; userId: string; createdAt: Date }>>;
  /** The viewer's own generations and everyone's public ones, newest first. */
  abstract list(
    viewerId: string | null,
    options: { page: number; limit: number; query: string | null; mineOnly: boolean },
  ): Promise<{ items: Generation[]; hasNextPage: boolean }>;
}
