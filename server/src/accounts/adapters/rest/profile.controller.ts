import { Body, Controller, Delete, HttpCode, Patch, Post, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { readFile } from 'node:fs/promises';
import { InputError } from '../../../kernel/domain-error';
import { Viewer } from '../../../platform/auth/auth-session';
import { CurrentViewer } from '../../../platform/auth/auth.decorators';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import { AppConfig } from '../../../platform/config/app-config';
import { MultipartReader } from '../../../platform/http/multipart-form';
import { ApiMultipart } from '../../../platform/http/openapi';
import { ProfileService } from '../../application/profile.service';
import { User } from '../../domain/user';
import { EditProfileInput } from '../dto/profile.inputs';
import { present } from './account.controller';

const COVER_MAX_BYTES = 10 * 1024 * 1024;

/** 'Editar perfil' for REST clients: the same use cases as the GraphQL mutations. */
@Controller('api/account')
export class ProfileController {
  constructor(
    private readonly profiles: ProfileService,
    private readonly config: AppConfig,
    private readonly multipart: MultipartReader,
  ) {}

  @Patch('profile')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  async edit(@CurrentViewer() viewer: Viewer, @Body() body: EditProfileInput) {
    return { ok: true, data: this.present(await this.profiles.editProfile(viewer.id, body)) };
  }

  /** Multipart field `image`: the banner, cropped to 3:1 around what draws the eye. */
  @Post('cover')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @ApiMultipart({ image: 'La portada del perfil (hasta 10 MB)' })
  async cover(@CurrentViewer() viewer: Viewer, @Req() req: FastifyRequest) {
    const form = await this.multipart.read(req, { image: COVER_MAX_BYTES });
    try {
      const file = form.files.image;
      if (!file) {
        throw new InputError('Envía la imagen en el campo "image".', 'image');
      }
      const user = await this.profiles.changeCover(viewer.id, await readFile(file.path));
      return { ok: true, data: this.present(user) };
    } finally {
      await form.cleanup();
    }
  }

  @Delete('cover')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  async removeCover(@CurrentViewer() viewer: Viewer) {
    return { ok: true, data: this.present(await this.profiles.removeCover(viewer.id)) };
  }

  private present(user: User) {
    return {
      ...present(user, this.config.tokensPerCredit),
      bio: user.bio ?? '',
      links: user.links ?? [],
      coverImage: user.coverImage ?? null,
    };
  }
}
