import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { presentPostSummary } from '../../../content/content.public';
import { Viewer } from '../../../platform/auth/auth-session';
import { OptionalViewer } from '../../../platform/auth/auth.decorators';
import { OptionalJwtAuthGuard } from '../../../platform/auth/optional-jwt-auth.guard';
import { PageParam } from '../../../platform/http/query-params';
import { MediaStore } from '../../../platform/storage/media-store.port';
import { GroupsService } from '../../application/groups.service';
import { GroupAccess } from '../../domain/group';

class GroupPageQuery {
  @PageParam() page: number = 1;
}

const presentAccess = ({ group, role, invited }: GroupAccess) => ({
  id: group.id,
  slug: group.slug,
  name: group.name,
  description: group.description,
  visibility: group.visibility,
  memberCount: group.memberCount,
  postCount: group.postCount,
  createdAt: group.createdAt.toISOString(),
  owner: group.owner,
  myRole: role,
  invited,
});

/**
 * A group's reads over REST, the same use cases as GraphQL: a private group answers 404
 * GROUPS.NOT_FOUND to anyone outside it, as a missing one does.
 */
@Controller('api/groups')
@UseGuards(OptionalJwtAuthGuard)
export class GroupsController {
  constructor(
    private readonly groups: GroupsService,
    private readonly store: MediaStore,
  ) {}

  /** The group by id or slug. */
  @Get(':ref')
  async group(@OptionalViewer() viewer: Viewer | null, @Param('ref') ref: string) {
    return { ok: true, data: presentAccess(await this.groups.group(viewer, ref)) };
  }

  /** Its feed of shared posts, newest first (20 a page). */
  @Get(':ref/posts')
  async posts(
    @OptionalViewer() viewer: Viewer | null,
    @Param('ref') ref: string,
    @Query() { page: currentPage }: GroupPageQuery,
  ) {
    const result = await this.groups.feed(viewer, ref, currentPage);
    return {
      ok: true,
      data: {
        items: result.items.map((gp) => ({
          id: gp.id,
          caption: gp.caption,
          commentCount: gp.commentCount,
          createdAt: gp.createdAt.toISOString(),
          post: presentPostSummary(gp.post, this.store, viewer),
        })),
        pagination: { currentPage, hasNextPage: result.hasNextPage },
      },
    };
  }

  /** Its members: owner, moderators, then members by join date (20 a page). */
  @Get(':ref/members')
  async members(
    @OptionalViewer() viewer: Viewer | null,
    @Param('ref') ref: string,
    @Query() { page: currentPage }: GroupPageQuery,
  ) {
    const result = await this.groups.members(viewer, ref, currentPage);
    return {
      ok: true,
      data: {
        items: result.items.map((m) => ({
          user: m.user,
          role: m.role,
          joinedAt: m.joinedAt.toISOString(),
        })),
        pagination: { currentPage, hasNextPage: result.hasNextPage },
      },
    };
  }
}
