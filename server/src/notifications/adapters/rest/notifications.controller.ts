import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { AuthUser } from '../../../accounts/adapters/auth/auth-user';
import { CurrentUser } from '../../../accounts/adapters/auth/current-user.decorator';
import { JwtAuthGuard } from '../../../accounts/adapters/auth/jwt-auth.guard';
import { InputError } from '../../../kernel/domain-error';
import { NotificationsService } from '../../application/notifications.service';
import { presentNotification } from '../notification-presenter';

function intParam(value: string | undefined, fallback: number, max: number, name: string): number {
  if (value === undefined || value === '') {
    return fallback;
  }
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max) {
    throw new InputError(`El parámetro ${name} debe ser un entero entre 1 y ${max}.`, name);
  }
  return n;
}

@Controller('api/notifications')
@UseGuards(JwtAuthGuard)
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  async list(
    @CurrentUser() auth: AuthUser,
    @Query('page') page?: string,
    @Query('limit') limit?: string,
  ) {
    const p = intParam(page, 1, 10_000, 'page');
    const { items, hasNextPage } = await this.notifications.list(
      auth.user.id,
      p,
      intParam(limit, 20, 50, 'limit'),
    );
    return {
      ok: true,
      data: {
        items: items.map(presentNotification),
        unreadCount: await this.notifications.unreadCount(auth.user.id),
        pagination: { currentPage: p, hasNextPage },
      },
    };
  }

  @Get(':id/clicked')
  async clicked(@CurrentUser() auth: AuthUser, @Param('id') id: string) {
    const unreadCount = await this.notifications.markClicked(id, auth.user.id);
    return { ok: true, data: { unreadCount } };
  }
}
