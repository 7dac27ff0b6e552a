import { Plan } from '../../billing/domain/plans';
import { ContentLevel } from '../../kernel/content-level';
import { GenerationOrigin } from '../../kernel/generation-origin';

/** What the creator chooses for the post of a generated image (the rest comes from the generation). */
export interface GeneratedPostChoices {
  title: string;
  description: string | null;
  category: string | null;
  visibility: 'public' | 'archived';
  monetizable: boolean;
  contentLevel: ContentLevel;
}

/** What a generated image is published with: the post's fields and how it was made. */
export interface GeneratedPostRequest extends GeneratedPostChoices {
  author: { id: string; plan: Plan };
  image: { bytes: Buffer; name: string };
  origin: GenerationOrigin;
}

/** The community's publishing pipeline, seen from the generator. */
export abstract class PostPublisher {
  /** `created` is false when this image already had a post, which is answered unchanged. */
  abstract publish(request: GeneratedPostRequest): Promise<{ postId: string; created: boolean }>;
}
