import { Controller, Get, Inject, Logger, Optional, Req, Res } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { generators } from 'openid-client';
import { AppConfig } from '../../../platform/config/app-config';
import { clientContext } from '../../../platform/http/client-context';
import { OidcSignInService } from '../../application/oidc-sign-in.service';
import {
  AuthorizationRequest,
  ExternalIdentityProvider,
} from '../../ports/external-identity-provider';
import { publicBaseUrl } from '../../../platform/http/request-origin';
import { messageOf } from '../../../kernel/error-message';

const COOKIE = 'mixel_oidc';
const COOKIE_PATH = '/api/auth/oidc';
const TRANSACTION_TTL_SECONDS = 600;

function readCookie(header: string | undefined, name: string): string | undefined {
  return header
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1];
}

/** Sign-in through OpenID Connect; the browser ends on the client's /oauth route. */
@Controller(COOKIE_PATH)
export class OidcController {
  private readonly log = new Logger(OidcController.name);

  constructor(
    @Optional()
    @Inject(ExternalIdentityProvider)
    private readonly provider: ExternalIdentityProvider | null,
    private readonly signIn: OidcSignInService,
    private readonly jwt: JwtService,
    private readonly config: AppConfig,
  ) {}

  @Get('login')
  async login(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    if (!this.provider) {
      return this.finish(reply, { error: 'El inicio de sesión externo no está configurado.' });
    }
    const transaction: AuthorizationRequest = {
      redirectUri: this.redirectUri(req),
      state: generators.state(),
      nonce: generators.nonce(),
      codeVerifier: generators.codeVerifier(),
    };
    const url = await this.provider.authorizationUrl(transaction);
    const sealed = await this.jwt.signAsync(
      { oidc: transaction },
      { expiresIn: TRANSACTION_TTL_SECONDS, audience: 'mixel-oidc' },
    );
    const secure = this.redirectUri(req).startsWith('https:') ? '; Secure' : '';
    void reply
      .header(
        'set-cookie',
        `${COOKIE}=${sealed}; Path=${COOKIE_PATH}; HttpOnly; SameSite=Lax; Max-Age=${TRANSACTION_TTL_SECONDS}${secure}`,
      )
      .redirect(url, 302);
  }

  @Get('callback')
  async callback(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    void reply.header(
      'set-cookie',
      `${COOKIE}=; Path=${COOKIE_PATH}; HttpOnly; SameSite=Lax; Max-Age=0`,
    );
    try {
      if (!this.provider) {
        throw new Error('OIDC is not configured');
      }
      const sealed = readCookie(req.headers.cookie, COOKIE);
      if (!sealed) {
        throw new Error('missing transaction cookie');
      }
      const { oidc } = await this.jwt.verifyAsync<{ oidc: AuthorizationRequest }>(sealed, {
        audience: 'mixel-oidc',
      });
      const identity = await this.provider.redeem(
        oidc,
        `${oidc.redirectUri}${req.url.slice(req.url.indexOf('?'))}`,
      );
      const result = await this.signIn.signIn(identity, clientContext(req));
      return this.finish(reply, { token: result.token });
    } catch (err) {
      this.log.warn(`OIDC sign-in failed: ${messageOf(err)}`);
      return this.finish(reply, {
        error: 'No se pudo iniciar sesión con el proveedor. Inténtalo de nuevo.',
      });
    }
  }

  private finish(reply: FastifyReply, result: { token?: string; error?: string }): void {
    // The fragment never reaches servers or logs; the client reads it on /oauth.
    const fragment = new URLSearchParams(result as Record<string, string>).toString();
    void reply.header('cache-control', 'no-store').redirect(`/oauth#${fragment}`, 302);
  }

  private redirectUri(req: FastifyRequest): string {
    return `${publicBaseUrl(this.config.publicUrl, req)}${COOKIE_PATH}/callback`;
  }
}
