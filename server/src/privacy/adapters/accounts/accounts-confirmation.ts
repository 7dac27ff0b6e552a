import { Injectable } from '@nestjs/common';
import { AccountEvents, AccountsService } from '../../../accounts/accounts.public';
import { AccountConfirmation } from '../../ports/account-confirmation';

/** Passwords are checked, and ended sessions' sockets closed, by accounts. */
@Injectable()
export class AccountsConfirmation extends AccountConfirmation {
  constructor(
    private readonly accounts: AccountsService,
    private readonly events: AccountEvents,
  ) {
    super();
  }

  confirmPassword(
    userId: string,
    password: string,
    client: { ip: string | null; userAgent: string | null },
  ) {
    return this.accounts.confirmPassword(userId, password, client);
  }

  async handleOf(userId: string): Promise<string | null> {
    try {
      return (await this.accounts.me(userId)).name;
    } catch {
      return null;
    }
  }

  async sessionsEnded(sessionIds: string[]): Promise<void> {
    await Promise.all(sessionIds.map((id) => this.events.sessionRevoked(id)));
  }
}
