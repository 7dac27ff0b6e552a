import { Plan } from '../../billing/domain/plans';
import { ContentLevel } from '../../kernel/content-level';

/** What a generated image is published with: the post's fields and how it was made. */
export interface GeneratedPostRequest {
  author: { id: string; plan: Plan };
  image: { bytes: Buffer; name: string };
  title: string;
  description: string | null;
  category: string | null;
  visibility: 'public' | 'archived';
  monetizable: boolean;
  contentLevel: ContentLevel;
  origin: {
    generationId: string;
    imageIndex: number;
    prompt: string;
    model: string;
    modelName: string;
    imageDimensions: string;
    generationMode: string;
    seed: number;
    showPrompt: boolean;
  };
}

/** The community's publishing pipeline, seen from the generator. */
export abstract class PostPublisher {
  /** `created` is false when this image already had a post, which is answered unchanged. */
  abstract publish(request: GeneratedPostRequest): Promise<{ postId: string; created: boolean }>;
}
