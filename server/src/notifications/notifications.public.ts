/**
 * What other modules may use of notifications: their adapters and module files import it from
 * here, never from notifications/adapters or notifications/application. (Their domain/,
 * application/ and ports/ code imports notifications/domain and notifications/ports directly;
 * see .dependency-cruiser.cjs.)
 */

// what happened, for whom: recorded and pushed live by the service
export type { Notification, NotificationDraft } from './domain/notification';
export { NotificationsService } from './application/notifications.service';

// the team's notices, which a block between users never removes
export { MODERATION_NOTICE_TYPES } from './domain/notification';
