import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { GroupsService } from './application/groups.service';
import { GroupsResolver } from './adapters/graphql/groups.resolver';
import { GroupsController } from './adapters/rest/groups.controller';
import { NotificationsGroupNotifier } from './adapters/notifications/notifications-group-notifier';
import { PostgresGroupRepository } from './adapters/persistence/postgres-group.repository';
import { GroupNotifier } from './ports/group-notifier';
import { GroupRepository } from './ports/group.repository';

/**
 * Groups (/group): public and private groups with roles, invitations, a feed of shared posts and
 * each post's discussion. A private group's content is read only by its members, checked in the
 * use case of every query.
 */
@Module({
  imports: [NotificationsModule],
  controllers: [GroupsController],
  providers: [
    GroupsResolver,
    GroupsService,
    { provide: GroupRepository, useClass: PostgresGroupRepository },
    { provide: GroupNotifier, useClass: NotificationsGroupNotifier },
  ],
})
export class GroupsModule {}
