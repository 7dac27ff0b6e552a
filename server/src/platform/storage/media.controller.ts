import { Controller, Get, NotFoundException, Param, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  MediaStore,
  PUBLIC_PREFIX,
  StoredMedia,
  IMMUTABLE_CACHE_CONTROL,
} from './media-store.port';
import { SignedMediaUrls } from './signed-media-urls';
import { WithheldMedia } from './withheld-media';

const PRIVATE_PREFIX = 'private/';

/**
 * Serves media. `/media/<path>` is the public key `public/<path>` (variants, posters, avatars):
 * keys are immutable, so caches keep them a year. `/media/private/<path>` is a private key, served
 * only with a valid signed link (see SignedMediaUrls) and cached by the browser alone until it
 * expires.
 */
@Controller('media')
export class MediaController {
  constructor(
    private readonly store: MediaStore,
    private readonly signed: SignedMediaUrls,
    private readonly withheld: WithheldMedia,
  ) {}

  @Get('*')
  async serve(
    @Param('*') path: string,
    @Query('expires') expires: string | undefined,
    @Query('signature') signature: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    if (path.startsWith(PRIVATE_PREFIX)) {
      const secondsLeft = this.signed.verify(path, expires, signature);
      const media = await this.find(path);
      await this.send(reply, media, `private, max-age=${secondsLeft}`);
      return;
    }
    const media = await this.find(`${PUBLIC_PREFIX}${path}`);
    await this.send(reply, media, IMMUTABLE_CACHE_CONTROL);
  }

  private async find(key: string): Promise<StoredMedia> {
    let media;
    if (await this.withheld.isWithheld(key)) {
      throw new NotFoundException(); // hidden by moderation: the same 404 as a missing key
    }
    try {
      media = await this.store.get(key);
    } catch {
      media = null; // an unsafe key is simply not found
    }
    if (!media) {
      throw new NotFoundException();
    }
    return media;
  }

  private async send(reply: FastifyReply, media: StoredMedia, cacheControl: string): Promise<void> {
    await reply
      .header('content-type', media.contentType)
      .header('content-length', media.size)
      .header('cache-control', cacheControl)
      .header('cross-origin-resource-policy', 'same-site')
      .send(media.body);
  }
}
