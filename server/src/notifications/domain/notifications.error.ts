import { DomainError } from '../../kernel/domain-error';

export class NotificationsError extends DomainError {
  constructor(code: 'NOTIFICATIONS.NOT_FOUND', message: string) {
    super(code, message, 'not_found');
  }
}
