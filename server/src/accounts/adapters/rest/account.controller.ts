import { Body, Controller, Get, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { readFile } from 'node:fs/promises';
import { InputError } from '../../../kernel/domain-error';
import { AuthSession, Viewer } from '../../../platform/auth/auth-session';
import { CurrentSession, CurrentViewer } from '../../../platform/auth/auth.decorators';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import { AppConfig } from '../../../platform/config/app-config';
import { MultipartReader } from '../../../platform/http/multipart-form';
import { ApiMultipart } from '../../../platform/http/openapi';
import { clientContext, RequestWithClient } from '../../../platform/http/client-context';
import { AccountsService, AuthResult } from '../../application/accounts.service';
import { EmailVerificationService } from '../../application/email-verification.service';
import { mailLinkBase } from '../../../platform/http/request-origin';
import { creditsOf } from '../../../billing/billing.public';
import { isStaff, User } from '../../domain/user';
import { SignInInput, SignUpInput } from '../dto/account.inputs';

const AVATAR_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The signed-in user's own account as the spec's REST clients read it; credits are whole credits
 * of the token balance.
 */
export function present(user: User, tokensPerCredit: number) {
  return {
    id: user.id,
    name: user.name,
    fullname: user.fullname,
    email: user.email,
    image: user.image,
    plan: user.plan,
    fastTokens: user.fastTokens,
    credits: creditsOf(user.fastTokens, tokensPerCredit),
    subscriptionStatus: user.subscriptionStatus,
    mercadoPagoSubscriptionId: user.mercadoPagoSubscriptionId,
    // only ever the signed-in user's own account: lets the client show the staff links
    staff: isStaff(user),
    emailVerified: Boolean(user.emailVerifiedAt),
    createdAt: user.createdAt.toISOString(),
  };
}

@Controller('api/account')
export class AccountController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly config: AppConfig,
    private readonly multipart: MultipartReader,
    private readonly verification: EmailVerificationService,
  ) {}

  @Get('me')
  @UseGuards(JwtAuthGuard)
  async me(@CurrentViewer() viewer: Viewer) {
    return { ok: true, data: this.present(await this.accounts.me(viewer.id)) };
  }

  @Post('signup')
  @HttpCode(201)
  async signUp(@Body() body: SignUpInput, @Req() req: FastifyRequest) {
    const result = await this.accounts.signUp(body, clientContext(req));
    await this.verification.welcome(
      result.user,
      mailLinkBase(this.config.publicUrl, this.config.port, req),
    );
    return this.presentAuth(result);
  }

  @Post('signin')
  @HttpCode(200)
  async signIn(@Body() body: SignInInput, @Req() req: RequestWithClient) {
    return this.presentAuth(await this.accounts.signIn(body, clientContext(req)));
  }

  /** Multipart field `image`: a photo (cropped by the client) or a rendered generated avatar. */
  @Post('avatar')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @ApiMultipart({ image: 'La foto de perfil (hasta 10 MB)' })
  async avatar(@CurrentViewer() viewer: Viewer, @Req() req: FastifyRequest) {
    const form = await this.multipart.read(req, { image: AVATAR_MAX_BYTES });
    try {
      const file = form.files.image;
      if (!file) {
        throw new InputError('Envía la imagen en el campo "image".', 'image');
      }
      const user = await this.accounts.changeAvatar(viewer.id, await readFile(file.path));
      return { ok: true, data: this.present(user) };
    } finally {
      await form.cleanup();
    }
  }

  @Post('signout')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  async signOut(@CurrentSession() session: AuthSession) {
    await this.accounts.signOut(session.sessionId);
    return { ok: true };
  }

  private present(user: User) {
    return present(user, this.config.tokensPerCredit);
  }

  private presentAuth(result: AuthResult) {
    return { ok: true, data: { token: result.token, user: this.present(result.user) } };
  }
}
