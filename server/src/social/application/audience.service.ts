import { Injectable } from '@nestjs/common';
import { Viewer } from '../../content/domain/post';
import { isUuid } from '../../kernel/ids';
import { normalizeMutedHashtag } from '../domain/audience';
import { SocialError, userNotFound } from '../domain/social.error';
import { AudienceRepository, ListedUser, MutedHashtag } from '../ports/audience.repository';
import { SocialRepository } from '../ports/social.repository';

/** How many blocked users, muted users and muted hashtags the settings screen lists. */
export const AUDIENCE_LIST_LIMIT = 500;

export interface AudienceSettings {
  blockedUsers: ListedUser[];
  mutedUsers: ListedUser[];
  mutedHashtags: MutedHashtag[];
}

/**
 * Blocks and mutes. A block keeps two users apart both ways (posts, comments, profiles, follows,
 * likes, mentions, notifications) and removes their follows; a mute only takes a user's posts, or
 * a hashtag's, out of the muter's lists and searches.
 */
@Injectable()
export class AudienceService {
  constructor(
    private readonly audience: AudienceRepository,
    private readonly social: SocialRepository,
  ) {}

  async block(actor: Viewer, userId: string): Promise<boolean> {
    await this.otherUserOrThrow(
      actor,
      userId,
      'No puedes bloquearte a ti mismo.',
      'SOCIAL.SELF_BLOCK',
    );
    await this.audience.block(actor.id, userId);
    return true;
  }

  async unblock(actor: Viewer, userId: string): Promise<boolean> {
    await this.otherUserOrThrow(
      actor,
      userId,
      'No puedes bloquearte a ti mismo.',
      'SOCIAL.SELF_BLOCK',
    );
    await this.audience.unblock(actor.id, userId);
    return false;
  }

  async mute(actor: Viewer, userId: string): Promise<boolean> {
    await this.otherUserOrThrow(
      actor,
      userId,
      'No puedes silenciarte a ti mismo.',
      'SOCIAL.SELF_MUTE',
    );
    await this.audience.mute(actor.id, userId);
    return true;
  }

  async unmute(actor: Viewer, userId: string): Promise<boolean> {
    await this.otherUserOrThrow(
      actor,
      userId,
      'No puedes silenciarte a ti mismo.',
      'SOCIAL.SELF_MUTE',
    );
    await this.audience.unmute(actor.id, userId);
    return false;
  }

  /** Answers the hashtag as stored ('#Montaña' → 'montaña'). */
  async muteHashtag(actor: Viewer, raw: string): Promise<string> {
    const tag = normalizeMutedHashtag(raw);
    await this.audience.muteHashtag(actor.id, tag);
    return tag;
  }

  async unmuteHashtag(actor: Viewer, raw: string): Promise<string> {
    const tag = normalizeMutedHashtag(raw);
    await this.audience.unmuteHashtag(actor.id, tag);
    return tag;
  }

  async settings(viewer: Viewer): Promise<AudienceSettings> {
    const [blockedUsers, mutedUsers, mutedHashtags] = await Promise.all([
      this.audience.blockedUsers(viewer.id, AUDIENCE_LIST_LIMIT),
      this.audience.mutedUsers(viewer.id, AUDIENCE_LIST_LIMIT),
      this.audience.mutedHashtags(viewer.id, AUDIENCE_LIST_LIMIT),
    ]);
    return { blockedUsers, mutedUsers, mutedHashtags };
  }

  private async otherUserOrThrow(
    actor: Viewer,
    userId: string,
    selfMessage: string,
    selfCode: 'SOCIAL.SELF_BLOCK' | 'SOCIAL.SELF_MUTE',
  ): Promise<void> {
    if (actor.id === userId) {
      throw new SocialError(selfCode, selfMessage);
    }
    const user = isUuid(userId) ? await this.social.findUser(userId, null) : null;
    if (!user) {
      throw userNotFound();
    }
  }
}
