import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { Viewer } from '../../../platform/auth/auth-session';
import { CurrentViewer } from '../../../platform/auth/auth.decorators';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import { PageQuery } from '../../../platform/http/query-params';
import { NotificationsService } from '../../application/notifications.service';
import { presentNotification } from '../notification-presenter';

@Controller('api/notifications')
@UseGuards(JwtAuthGuard)
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  async list(@CurrentViewer() viewer: Viewer, @Query() { page, limit }: PageQuery) {
    const { items, hasNextPage } = await this.notifications.list(viewer.id, page, limit);
    return {
      ok: true,
      data: {
        items: items.map(presentNotification),
        unreadCount: await this.notifications.unreadCount(viewer.id),
        pagination: { currentPage: page, hasNextPage },
      },
    };
  }

  @Get(':id/clicked')
  async clicked(@CurrentViewer() viewer: Viewer, @Param('id') id: string) {
    const unreadCount = await this.notifications.markClicked(id, viewer.id);
    return { ok: true, data: { unreadCount } };
  }
}
