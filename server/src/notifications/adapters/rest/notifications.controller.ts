import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { AuthUser } from '../../../accounts/adapters/auth/auth-user';
import { CurrentUser } from '../../../accounts/adapters/auth/current-user.decorator';
import { JwtAuthGuard } from '../../../accounts/adapters/auth/jwt-auth.guard';
import { PageQuery } from '../../../platform/http/query-params';
import { NotificationsService } from '../../application/notifications.service';
import { presentNotification } from '../notification-presenter';

@Controller('api/notifications')
@UseGuards(JwtAuthGuard)
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  async list(@CurrentUser() auth: AuthUser, @Query() { page, limit }: PageQuery) {
    const { items, hasNextPage } = await this.notifications.list(auth.user.id, page, limit);
    return {
      ok: true,
      data: {
        items: items.map(presentNotification),
        unreadCount: await this.notifications.unreadCount(auth.user.id),
        pagination: { currentPage: page, hasNextPage },
      },
    };
  }

  @Get(':id/clicked')
  async clicked(@CurrentUser() auth: AuthUser, @Param('id') id: string) {
    const unreadCount = await this.notifications.markClicked(id, auth.user.id);
    return { ok: true, data: { unreadCount } };
  }
}
