import { PostWithAuthor } from '../domain/post';

/** Tells followers and mentioned users that a post went public. */
export abstract class PublicationNotifier {
  abstract published(post: PostWithAuthor): Promise<void>;
}
