import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { AuthUser } from './auth-user';
import { requestOf } from './jwt-auth.guard';

/** The signed-in user and session that JwtAuthGuard resolved. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthUser => requestOf(context).user as AuthUser,
);
