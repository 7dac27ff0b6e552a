import { Controller, Get, Param, Query, Res, UseGuards } from '@nestjs/common';
import { ApiProduces, ApiQuery } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Viewer } from '../../../platform/auth/auth-session';
import { OptionalViewer } from '../../../platform/auth/auth.decorators';
import { OptionalJwtAuthGuard } from '../../../platform/auth/optional-jwt-auth.guard';
import { DataExportService } from '../../application/data-export.service';
import { ExportDownloadLinks } from '../export-download-links';

@Controller('api/account/data-export')
export class DataExportController {
  constructor(
    private readonly exports: DataExportService,
    private readonly links: ExportDownloadLinks,
  ) {}

  /**
   * The archive of a ready export, for its owner only: with the signed link from `myDataExport`
   * (what a browser follows) or the owner's bearer token. Anyone else gets the 404 of a missing one.
   */
  @Get(':id/download')
  @UseGuards(OptionalJwtAuthGuard)
  @ApiProduces('application/zip')
  @ApiQuery({ name: 'expires', required: false, description: 'Del enlace firmado' })
  @ApiQuery({ name: 'signature', required: false, description: 'Del enlace firmado' })
  async download(
    @Param('id') id: string,
    @Query('expires') expires: string | undefined,
    @Query('signature') signature: string | undefined,
    @OptionalViewer() viewer: Viewer | null,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { archive, fileName } = await this.exports.openArchiveOrThrow(
      id,
      (ownerId) => viewer?.id === ownerId || this.links.isValid(id, ownerId, expires, signature),
    );
    await reply
      .header('content-type', 'application/zip')
      .header('content-length', archive.size)
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(archive.body);
  }
}
