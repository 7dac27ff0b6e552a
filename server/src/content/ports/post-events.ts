import { PostStatus } from '../domain/post';

export interface PostProcessingEvent {
  id: string;
  status: PostStatus;
  progress: number;
}

/** Tells the uploader how processing goes (graphql-ws subscription). */
export abstract class PostEvents {
  abstract processing(authorId: string, event: PostProcessingEvent): Promise<void>;
  /** Posts just hidden by moderation: every instance's caches of posts forget them. */
  abstract withdrawn(postIds: string[]): Promise<void>;
  /**
   * Posts just listed (ready and public, shown again by moderation, or no longer explicit): every
   * instance's kept suggestions and the kept searches that find them are forgotten.
   */
  abstract listed(postIds: string[]): Promise<void>;
}
