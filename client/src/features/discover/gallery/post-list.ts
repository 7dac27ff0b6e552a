/** Bookkeeping of a long, growing list of posts: only unseen posts join, old ones are shed. */

export const MEMORY_LIMIT = 4500;
export const MEMORY_KEEP = 3800;

export interface Identified {
  id: string;
}

/** Appends the posts whose id is not in `seen` (nor repeated in `incoming`), marking them seen. */
export function appendUnseen<T extends Identified>(
  current: readonly T[],
  incoming: readonly T[],
  seen: Set<string>,
): T[] {
  const fresh: T[] = [];
  for (const post of incoming) {
    if (!seen.has(post.id)) {
      seen.add(post.id);
      fresh.push(post);
    }
  }
  return fresh.length === 0 ? (current as T[]) : [...current, ...fresh];
}

/** Above the memory limit only the latest posts stay; answers how many were dropped. */
export function shed<T>(posts: readonly T[]): { posts: T[]; dropped: number } {
  if (posts.length <= MEMORY_LIMIT) {
    return { posts: posts as T[], dropped: 0 };
  }
  const dropped = posts.length - MEMORY_KEEP;
  return { posts: posts.slice(dropped), dropped };
}
