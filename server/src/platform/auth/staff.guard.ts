import { applyDecorators, ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import { ForbiddenError } from '../../kernel/domain-error';
import { BearerSessions } from './bearer-sessions';
import { JwtAuthGuard, requestOf } from './jwt-auth.guard';
import { SessionVerifier } from './session-verifier';

export const STAFF_ONLY_MESSAGE = 'Esta sección es solo para el equipo de Mixel.';

/**
 * A valid session whose user is staff, over REST and GraphQL: visitors get UNAUTHENTICATED (401),
 * everyone else FORBIDDEN (403). The role is read through SessionVerifier on every request, so
 * a revoke applies at once, whatever tokens were issued before it.
 */
@Injectable()
export class StaffGuard extends JwtAuthGuard {
  constructor(
    private readonly sessions: SessionVerifier,
    bearer: BearerSessions,
  ) {
    super(bearer);
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    const userId = requestOf(context).user?.user.id;
    if (!userId || !(await this.sessions.isStaff(userId))) {
      throw new ForbiddenError(STAFF_ONLY_MESSAGE);
    }
    return true;
  }
}

/** Staff-only handler or controller (its module must import the accounts module, which provides SessionVerifier). */
export const StaffOnly = () => applyDecorators(UseGuards(StaffGuard));
