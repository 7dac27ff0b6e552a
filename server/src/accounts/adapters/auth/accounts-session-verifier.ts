import { Injectable } from '@nestjs/common';
import { SessionVerifier } from '../../../platform/auth/session-verifier';
import { AccountsService } from '../../application/accounts.service';
import { StaffRolesService } from '../../application/staff-roles.service';
import { SessionUser } from '../../domain/user';
import { SessionViewerCache } from './session-viewer-cache';

/**
 * Platform auth asks accounts whether a token's session is still open (the answer is the
 * session's user, from memory when this instance verified it lately) and whether its user is
 * staff (read fresh every time).
 */
@Injectable()
export class AccountsSessionVerifier extends SessionVerifier {
  constructor(
    private readonly accounts: AccountsService,
    private readonly staff: StaffRolesService,
    private readonly cache: SessionViewerCache,
  ) {
    super();
  }

  verify(sessionId: string, userId: string): Promise<SessionUser> {
    return this.cache.get(sessionId, userId, () => this.accounts.authenticate(sessionId, userId));
  }

  isStaff(userId: string): Promise<boolean> {
    return this.staff.isStaff(userId);
  }
}
