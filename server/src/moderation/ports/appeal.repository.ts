import { Appeal } from '../domain/moderation';
import { TargetRef } from '../domain/report';

export abstract class AppealRepository {
  /** Null when the owner already appealed this target (once, ever). */
  abstract add(ownerId: string, target: TargetRef, text: string): Promise<Appeal | null>;
  abstract findFor(ownerId: string, target: TargetRef): Promise<Appeal | null>;
  /** Decides the target's open appeal, if any; answers it. */
  abstract decideOpen(
    target: TargetRef,
    status: 'accepted' | 'rejected',
    staffId: string,
  ): Promise<Appeal | null>;
}
