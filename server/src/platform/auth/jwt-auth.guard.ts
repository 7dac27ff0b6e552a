import { ExecutionContext, Injectable } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import { AuthGuard } from '@nestjs/passport';
import { UnauthenticatedError } from '../../kernel/domain-error';
import { AuthSession } from './auth-session';

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
  override getRequest(context: ExecutionContext): RequestLike {
    return requestOf(context);
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    // graphql-ws connections are authenticated once, when the socket opens
    if (requestOf(context).user) {
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
