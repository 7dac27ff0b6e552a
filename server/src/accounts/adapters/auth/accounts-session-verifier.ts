import { Injectable } from '@nestjs/common';
import { SessionVerifier } from '../../../platform/auth/session-verifier';
import { AccountsService } from '../../application/accounts.service';
import { StaffRolesService } from '../../application/staff-roles.service';
import { User } from '../../domain/user';

/**
 * Platform auth asks accounts whether a token's session is still open (the answer is the full
 * user) and whether its user is staff.
 */
@Injectable()
export class AccountsSessionVerifier extends SessionVerifier {
  constructor(
    private readonly accounts: AccountsService,
    private readonly staff: StaffRolesService,
  ) {
    super();
  }

  verify(sessionId: string, userId: string): Promise<User> {
    return this.accounts.authenticate(sessionId, userId);
  }

  isStaff(userId: string): Promise<boolean> {
    return this.staff.isStaff(userId);
  }
}
