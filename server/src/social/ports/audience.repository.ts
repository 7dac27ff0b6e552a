export interface ListedUser {
  id: string;
  name: string;
  fullname: string;
  image: string | null;
  /** When the block or mute was made. */
  since: Date;
}

export interface MutedHashtag {
  tag: string;
  since: Date;
}

/** Blocks and mutes; every list reads them through kernel/audience's SQL. */
export abstract class AudienceRepository {
  /**
   * Blocks, and removes the follows (counters included) and notifications between both users in
   * the same transaction; false when the block was already there.
   */
  abstract block(blockerId: string, blockedId: string): Promise<boolean>;
  abstract unblock(blockerId: string, blockedId: string): Promise<boolean>;
  abstract mute(userId: string, mutedId: string): Promise<boolean>;
  abstract unmute(userId: string, mutedId: string): Promise<boolean>;
  abstract muteHashtag(userId: string, tag: string): Promise<boolean>;
  abstract unmuteHashtag(userId: string, tag: string): Promise<boolean>;
  abstract hasBlocked(blockerId: string, blockedId: string): Promise<boolean>;
  /** Newest first, at most `limit`. */
  abstract blockedUsers(userId: string, limit: number): Promise<ListedUser[]>;
  abstract mutedUsers(userId: string, limit: number): Promise<ListedUser[]>;
  abstract mutedHashtags(userId: string, limit: number): Promise<MutedHashtag[]>;
}
