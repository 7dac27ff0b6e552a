import { Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { InputError } from '../../../kernel/domain-error';
import { Viewer } from '../../../platform/auth/auth-session';
import { CurrentViewer } from '../../../platform/auth/auth.decorators';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import { PublishService } from '../../application/publish.service';
import { MultipartReader } from '../../../platform/http/multipart-form';
import { ApiMultipart } from '../../../platform/http/openapi';

/** First step of publishing from GraphQL: stage the file, then call createPost with its id. */
@Controller('api/uploads')
export class UploadsController {
  constructor(
    private readonly publishing: PublishService,
    private readonly multipart: MultipartReader,
  ) {}

  @Post()
  @HttpCode(201)
  @UseGuards(JwtAuthGuard)
  @ApiMultipart({ file: 'La imagen o el vídeo a publicar luego con createPost' })
  async stage(@CurrentViewer() viewer: Viewer, @Req() req: FastifyRequest) {
    const form = await this.multipart.read(req, {
      file: this.publishing.fileLimitFor(viewer, null),
    });
    try {
      if (!form.files.file) {
        throw new InputError('Envía el archivo en el campo "file".', 'file');
      }
      const staged = await this.publishing.stageUpload(viewer, form.files.file);
      return { ok: true, data: { uploadId: staged.id, kind: staged.kind } };
    } finally {
      await form.cleanup();
    }
  }
}
