import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { ImageGenerationJob, ImageGenerator, RenderedImage } from '../../ports/image-generator';
import { readScene, Scene } from './prompt-scene';
import { paintScene, PRESET_STYLES, StyleKind } from './scene-painter';

/** A deterministic stream of numbers in [0, 1) from the prompt, preset, seed and image index. */
function randomFrom(...parts: Array<string | number>): () => number {
  let block = createHash('sha256').update(parts.join('|')).digest();
  let offset = 0;
  return () => {
    if (offset + 4 > block.length) {
      block = createHash('sha256').update(block).digest();
      offset = 0;
    }
    const value = block.readUInt32BE(offset) / 2 ** 32;
    offset += 4;
    return value;
  };
}

/**
 * The embedded default of the image-generator port: a scene drawn on the server from the prompt's
 * words (time of day, setting, subjects, colour) in the preset's style, the same for the same
 * seed, at the asked size. A preview of what a model would make; no text on it.
 */
export class LocalImageRenderer extends ImageGenerator {
  readonly provider = 'local';

  async generate(job: ImageGenerationJob): Promise<RenderedImage[]> {
    const images: RenderedImage[] = [];
    for (let index = 0; index < job.count; index++) {
      images.push(await this.render(job, index));
    }
    return images;
  }

  private async render(job: ImageGenerationJob, index: number): Promise<RenderedImage> {
    const { width: w, height: h } = job;
    const rand = randomFrom(job.prompt, job.preset.id, job.seed, index, job.mode);
    const style = PRESET_STYLES[job.preset.id] ?? 'photo';
    const scene = readScene(job.prompt);
    if (job.inputImage) {
      return this.edit(job, scene, style, rand);
    }
    const image = await paintScene(scene, style, w, h, rand);
    const bytes = await image.webp({ quality: 85 }).toBuffer();
    return { bytes, contentType: 'image/webp', width: w, height: h };
  }

  /**
   * An edit of the input image, as Kontext makes one: the picture itself fills the frame, blended
   * with the scene the prompt asks for in the preset's style.
   */
  private async edit(
    job: ImageGenerationJob,
    scene: Scene,
    style: StyleKind,
    rand: () => number,
  ): Promise<RenderedImage> {
    const { width: w, height: h } = job;
    const wash = await (await paintScene(scene, style, w, h, rand)).png().toBuffer();
    const bytes = await sharp(job.inputImage!.bytes)
      .rotate()
      .resize(w, h, { fit: 'cover' })
      .composite([{ input: wash, blend: 'soft-light' }])
      .webp({ quality: 85 })
      .toBuffer();
    return { bytes, contentType: 'image/webp', width: w, height: h };
  }
}
