/** Tells the caches of posts (trends, suggestions, visitors' searches) that a deleted account's posts are gone. */
export abstract class ErasedPosts {
  abstract withdrawn(postIds: string[]): Promise<void>;
}
