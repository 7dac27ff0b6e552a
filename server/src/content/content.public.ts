/**
 * What other modules may use of content: their adapters and module files import it from here,
 * never from content/adapters or content/application. (Their domain/, application/ and ports/
 * code imports content/domain and content/ports directly; see .dependency-cruiser.cjs.)
 */

// the post read model and the rules every module applies to it
export type { Post, PostAuthor, PostKind, PostWithAuthor, Viewer, Visibility } from './domain/post';
export { canView } from './domain/post';
export type { ContentLevel } from '../kernel/content-level';
export { ContentLevelEnum } from './adapters/graphql/post.types';
export type { Category } from './domain/category';
export { CATEGORIES, isCategory } from './domain/category';

// posts as every list presents them (GraphQL and REST), for discover, social and generation
export { PostAuthorType, PostType, VisibilityEnum } from './adapters/graphql/post.types';

// a post's fields as every publishing input takes them (GraphQL and REST), one message per rule
export { PostFieldsInput } from './adapters/graphql/post.types';
export {
  PostCategory,
  PostDescription,
  PostFlag,
  PostTitle,
  PostVisibility,
} from './adapters/post-fields.validation';
export type { PresentedPostSummary } from './adapters/post-presenter';
export {
  presentAuthor,
  presentCreativeSummary,
  presentPost,
  presentPostSummary,
} from './adapters/post-presenter';

// the post read model in SQL, for modules that list posts with their own filters (discover)
export type { PostRow } from './adapters/persistence/typeorm-post.repository';
export {
  explicitListed,
  levelListed,
  POST_FROM,
  POST_LISTED,
  POST_NOT_HIDDEN,
  POST_SELECT,
  toPost,
} from './adapters/persistence/typeorm-post.repository';

// reading a post as a viewer may see it; publishing a generated image through the upload pipeline
export { PostQueryService } from './application/post-query.service';
export type { PostDetails } from './application/publish.service';
export { PublishService } from './application/publish.service';

// pictures that are not posts (news covers and body images), through the same image pipeline
export type { ImageAsset } from './application/image-asset.service';
export { ImageAssetService } from './application/image-asset.service';
export type { MediaVariant } from './domain/post';
export { IMAGE_MAX_BYTES } from './domain/media-limits';

// moderation hides and restores posts through this; caches of posts listen for the withdrawal
export { PostModerationService } from './application/post-moderation.service';
export type { PostModerationState } from './ports/post-hiding.repository';
export type { HiddenCause } from './domain/post';
export { POSTS_LISTED_TOPIC, POSTS_WITHDRAWN_TOPIC } from './adapters/events/pubsub-post-events';
export { PostEvents } from './ports/post-events';
