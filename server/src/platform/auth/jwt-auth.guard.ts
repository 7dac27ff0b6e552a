import { ExecutionContext, Injectable } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import { AuthGuard } from '@nestjs/passport';
import { UnauthenticatedError } from '../../kernel/domain-error';
import { AuthSession } from './auth-session';
import { BearerSessions, bearerToken } from './bearer-sessions';

type RequestLike = { user?: AuthSession; headers: Record<string, unknown> };

export function requestOf(context: ExecutionContext): RequestLike {
  if (context.getType<string>() === 'graphql') {
    return GqlExecutionContext.create(context).getContext<{ req: RequestLike }>().req;
  }
  return context.switchToHttp().getRequest<RequestLike>();
}

/** Requires a valid, unrevoked bearer token, over REST, GraphQL and graphql-ws alike. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly bearer: BearerSessions) {
    super();
  }

  override getRequest(context: ExecutionContext): RequestLike {
    return requestOf(context);
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    // graphql-ws connections are authenticated once, when the socket opens
    const request = requestOf(context);
    if (request.user) {
      return true;
    }
    // a token checked in full before: its session, without passport. passport runs a strategy
    // through a per-request copy with its callbacks stored on it, and V8's young collector kept
    // every request's objects through two collections after that (4 MB moved to the old
    // generation per scavenge at 100 follows a second; bench/history/2026-11-lab-notes.md, "The promotion found")
    const known = this.bearer.known(bearerToken(request as Parameters<typeof bearerToken>[0]));
    if (known) {
      request.user = await known;
      return true;
    }
    return (await super.canActivate(context)) as boolean;
  }

  override handleRequest<T>(err: unknown, user: T): T {
    // passport hands over what validate() threw: a revoked session, or a server failure (the
    // database away) that must not look like a bad token and sign the client out (not
    // `instanceof Error`: errors of Node's own sockets may come from another realm)
    if (err) {
      throw err;
    }
    if (!user) {
      throw new UnauthenticatedError();
    }
    return user;
  }
}
