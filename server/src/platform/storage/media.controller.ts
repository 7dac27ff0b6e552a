import { Controller, Get, NotFoundException, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { MediaStore, PUBLIC_PREFIX } from './media-store.port';

/** Serves public media (variants, posters, avatars); keys are immutable, so caches keep them a year. */
@Controller('media')
export class MediaController {
  constructor(private readonly store: MediaStore) {}

  @Get('*')
  async serve(@Param('*') path: string, @Res() reply: FastifyReply): Promise<void> {
    const key = `${PUBLIC_PREFIX}${path}`;
    let media;
    try {
      media = await this.store.get(key);
    } catch {
      media = null; // an unsafe key is simply not found
    }
    if (!media) {
      throw new NotFoundException();
    }
    await reply
      .header('content-type', media.contentType)
      .header('content-length', media.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('cross-origin-resource-policy', 'same-site')
      .send(media.body);
  }
}
