import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AuthSession } from '../../../platform/auth/auth-session';
import { CurrentSession } from '../../../platform/auth/auth.decorators';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import { AppConfig } from '../../../platform/config/app-config';
import { clientContext } from '../../../platform/http/client-context';
import { mailLinkBase } from '../../../platform/http/request-origin';
import { EmailVerificationService } from '../../application/email-verification.service';
import { PasswordResetService } from '../../application/password-reset.service';
import {
  ChangeEmailInput,
  ChangePasswordInput,
  EmailLinkInput,
  ForgotPasswordInput,
  ResetPasswordInput,
} from '../dto/credential.inputs';

/** Password change and recovery, email verification and change: the links go out by mail. */
@Controller('api/account')
export class AccountCredentialsController {
  constructor(
    private readonly passwords: PasswordResetService,
    private readonly emails: EmailVerificationService,
    private readonly config: AppConfig,
  ) {}

  /** The other sessions are signed out; this one stays. */
  @Post('password')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  async changePassword(
    @CurrentSession() session: AuthSession,
    @Body() body: ChangePasswordInput,
    @Req() req: FastifyRequest,
  ) {
    await this.passwords.changePassword(
      session.user.id,
      session.sessionId,
      body.currentPassword,
      body.newPassword,
      clientContext(req),
    );
    return { ok: true, message: 'Cambiamos tu contraseña y cerramos tus otras sesiones.' };
  }

  /** Answers the same whether or not the address has an account. */
  @Post('password/forgot')
  @HttpCode(200)
  async forgotPassword(@Body() body: ForgotPasswordInput, @Req() req: FastifyRequest) {
    await this.passwords.requestReset(body.email, this.origin(req), clientContext(req));
    return {
      ok: true,
      message:
        'Si ese correo tiene una cuenta en Mixel, te enviamos un enlace para restablecer la contraseña. Revisa tu bandeja de entrada.',
    };
  }

  /** Every session is signed out; the client signs in with the new password. */
  @Post('password/reset')
  @HttpCode(200)
  async resetPassword(@Body() body: ResetPasswordInput, @Req() req: FastifyRequest) {
    await this.passwords.resetPassword(body.token, body.password, clientContext(req));
    return { ok: true, message: 'Listo: ya puedes iniciar sesión con tu contraseña nueva.' };
  }

  @Post('email/verification')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  async resendVerification(@CurrentSession() session: AuthSession, @Req() req: FastifyRequest) {
    await this.emails.resend(session.user.id, this.origin(req), clientContext(req));
    return { ok: true, message: 'Te enviamos un enlace nuevo. Revisa tu correo.' };
  }

  @Post('email/verify')
  @HttpCode(200)
  async verifyEmail(@Body() body: EmailLinkInput, @Req() req: FastifyRequest) {
    await this.emails.verify(body.token, clientContext(req));
    return { ok: true, message: 'Tu correo quedó confirmado.' };
  }

  /** The new address gets a link; the current one keeps working until it is followed. */
  @Post('email')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  async changeEmail(
    @CurrentSession() session: AuthSession,
    @Body() body: ChangeEmailInput,
    @Req() req: FastifyRequest,
  ) {
    await this.emails.requestChange(
      session.user.id,
      body.password,
      body.email,
      this.origin(req),
      clientContext(req),
    );
    return {
      ok: true,
      message: `Te enviamos un enlace a ${body.email.trim().toLowerCase()}. Tu correo cambia cuando lo abras.`,
    };
  }

  @Post('email/confirm')
  @HttpCode(200)
  async confirmEmail(@Body() body: EmailLinkInput, @Req() req: FastifyRequest) {
    await this.emails.confirmChange(body.token, clientContext(req));
    return { ok: true, message: 'Listo: tu cuenta ya usa el correo nuevo.' };
  }

  private origin(req: FastifyRequest): string {
    return mailLinkBase(this.config.publicUrl, this.config.port, req);
  }
}
