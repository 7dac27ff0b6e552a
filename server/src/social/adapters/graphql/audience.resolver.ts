import { UseGuards } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Viewer } from '../../../platform/auth/auth-session';
import { CurrentViewer } from '../../../platform/auth/auth.decorators';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import { AudienceService } from '../../application/audience.service';
import { ListedUser } from '../../ports/audience.repository';
import { AudienceSettingsType, ListedUserType } from './social.types';

const presentListed = (u: ListedUser): ListedUserType => ({
  id: u.id,
  name: u.name,
  fullname: u.fullname,
  image: u.image,
  since: new Date(u.since).toISOString(),
});

/** Blocks and mutes of the signed-in user. */
@Resolver()
@UseGuards(JwtAuthGuard)
export class AudienceResolver {
  constructor(private readonly audience: AudienceService) {}

  @Mutation(() => Boolean, {
    description:
      'Blocks a user: neither of you sees the other (posts, comments, profile), no follows, likes, mentions or notifications between you; your follows both ways are removed. Answers true',
  })
  blockUser(
    @CurrentViewer() viewer: Viewer,
    @Args('userId', { type: () => ID }) userId: string,
  ): Promise<boolean> {
    return this.audience.block(viewer, userId);
  }

  @Mutation(() => Boolean, { description: 'Undoes a block (follows stay removed). Answers false' })
  unblockUser(
    @CurrentViewer() viewer: Viewer,
    @Args('userId', { type: () => ID }) userId: string,
  ): Promise<boolean> {
    return this.audience.unblock(viewer, userId);
  }

  @Mutation(() => Boolean, {
    description:
      'Mutes a user: their posts leave your gallery, searches, trends and suggestions; their profile stays reachable. Answers true',
  })
  muteUser(
    @CurrentViewer() viewer: Viewer,
    @Args('userId', { type: () => ID }) userId: string,
  ): Promise<boolean> {
    return this.audience.mute(viewer, userId);
  }

  @Mutation(() => Boolean, { description: 'Undoes a mute. Answers false' })
  unmuteUser(
    @CurrentViewer() viewer: Viewer,
    @Args('userId', { type: () => ID }) userId: string,
  ): Promise<boolean> {
    return this.audience.unmute(viewer, userId);
  }

  @Mutation(() => String, {
    description:
      "Mutes a hashtag ('#montaña' or 'montaña'): posts carrying it leave your lists and searches. Answers the tag as stored",
  })
  muteHashtag(@CurrentViewer() viewer: Viewer, @Args('tag') tag: string): Promise<string> {
    return this.audience.muteHashtag(viewer, tag);
  }

  @Mutation(() => String, { description: 'Undoes a hashtag mute. Answers the tag as stored' })
  unmuteHashtag(@CurrentViewer() viewer: Viewer, @Args('tag') tag: string): Promise<string> {
    return this.audience.unmuteHashtag(viewer, tag);
  }

  @Query(() => AudienceSettingsType, {
    description: 'The users you blocked, and the users and hashtags you muted (500 each at most)',
  })
  async myBlocks(@CurrentViewer() viewer: Viewer): Promise<AudienceSettingsType> {
    const settings = await this.audience.settings(viewer);
    return {
      blockedUsers: settings.blockedUsers.map(presentListed),
      mutedUsers: settings.mutedUsers.map(presentListed),
      mutedHashtags: settings.mutedHashtags.map((h) => ({
        tag: h.tag,
        since: new Date(h.since).toISOString(),
      })),
    };
  }
}
