import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { UnauthenticatedError } from '../../kernel/domain-error';
import { AuthSession, Viewer } from './auth-session';
import { requestOf } from './jwt-auth.guard';

function viewerIn(session: AuthSession | undefined): Viewer | null {
  if (!session) {
    return null;
  }
  const { id, plan, createdAt, browsingLevel } = session.user;
  // the account's age picks its abuse limits; a verifier that does not answer it leaves it out
  return createdAt instanceof Date
    ? { id, plan, browsingLevel, createdAt }
    : { id, plan, browsingLevel };
}

/**
 * The signed-in viewer (`{ id, plan, browsingLevel, createdAt }`) of a handler behind JwtAuthGuard. Never null: without a
 * session (a handler missing its guard) the request is refused as unauthenticated.
 */
export const CurrentViewer = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Viewer => {
    const viewer = viewerIn(requestOf(context).user);
    if (!viewer) {
      throw new UnauthenticatedError();
    }
    return viewer;
  },
);

/** The viewer of a handler behind OptionalJwtAuthGuard (or none): null for visitors. */
export const OptionalViewer = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Viewer | null => viewerIn(requestOf(context).user),
);

/**
 * The whole session of a handler behind JwtAuthGuard: its id (to sign out) and the user the
 * SessionVerifier answered (the full account, for the module that provides the verifier).
 */
export const CurrentSession = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthSession => {
    const session = requestOf(context).user;
    if (!session) {
      throw new UnauthenticatedError();
    }
    return session;
  },
);
