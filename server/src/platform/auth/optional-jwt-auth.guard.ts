import { ExecutionContext, Injectable } from '@nestjs/common';
import { JwtAuthGuard, requestOf } from './jwt-auth.guard';

/** Lets visitors through; a request that does carry a token must carry a valid one. */
@Injectable()
export class OptionalJwtAuthGuard extends JwtAuthGuard {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = requestOf(context);
    if (!request.user && !request.headers.authorization) {
      return true;
    }
    return super.canActivate(context);
  }
}
