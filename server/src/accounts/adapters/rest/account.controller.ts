import { Body, Controller, Get, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { clientContext, RequestWithClient } from '../../../platform/http/client-context';
import { AccountsService, AuthResult } from '../../application/accounts.service';
import { User } from '../../domain/user';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { SignInInput, SignUpInput } from '../dto/account.inputs';

/** The user as the spec's REST clients read it. */
function present(user: User) {
  return {
    id: user.id,
    name: user.name,
    fullname: user.fullname,
    email: user.email,
    image: user.image,
    plan: user.plan,
    fastTokens: user.fastTokens,
    credits: user.credits,
    subscriptionStatus: user.subscriptionStatus,
    mercadoPagoSubscriptionId: user.mercadoPagoSubscriptionId,
    createdAt: user.createdAt.toISOString(),
  };
}

function presentAuth(result: AuthResult) {
  return { ok: true, data: { token: result.token, user: present(result.user) } };
}

@Controller('api/account')
export class AccountController {
  constructor(private readonly accounts: AccountsService) {}

  @Get('me')
  @UseGuards(JwtAuthGuard)
  me(@CurrentUser() auth: AuthUser) {
    return { ok: true, data: present(auth.user) };
  }

  @Post('signup')
  @HttpCode(201)
  async signUp(@Body() body: SignUpInput, @Req() req: RequestWithClient) {
    return presentAuth(await this.accounts.signUp(body, clientContext(req)));
  }

  @Post('signin')
  @HttpCode(200)
  async signIn(@Body() body: SignInInput, @Req() req: RequestWithClient) {
    return presentAuth(await this.accounts.signIn(body, clientContext(req)));
  }

  @Post('signout')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  async signOut(@CurrentUser() auth: AuthUser) {
    await this.accounts.signOut(auth.sessionId);
    return { ok: true };
  }
}
