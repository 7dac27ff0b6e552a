import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { Preset, PRESETS } from '../../domain/presets';
import { LocalImageRenderer } from './local-image-renderer';

/** Every cover shows the same scene, so the picker compares the presets' styles. */
export const COVER_PROMPT = 'un zorro en la nieve';
export const COVER_SEED = 20240601;
export const COVER_SIZE = 256;

/** A preset's picker cover: the local renderer's take on the fixed prompt, a small WebP. */
export async function renderPresetCover(preset: Preset): Promise<Buffer> {
  const [image] = await new LocalImageRenderer().generate({
    prompt: COVER_PROMPT,
    preset,
    width: COVER_SIZE,
    height: COVER_SIZE,
    count: 1,
    seed: COVER_SEED,
    mode: 'consistent',
    privateMode: false,
  });
  return sharp(image.bytes).webp({ quality: 70, effort: 6 }).toBuffer();
}

/**
 * Writes the covers the presets point to (`/presets/<id>.webp`) into the client's public folder.
 * Run once after adding or restyling a preset:
 * `npm run build:server && node dist/server/src/generation/adapters/local/preset-covers.js`
 */
export async function writePresetCovers(publicDir: string): Promise<string[]> {
  const written: string[] = [];
  for (const preset of PRESETS) {
    const file = join(publicDir, preset.image);
    await mkdir(join(file, '..'), { recursive: true });
    await writeFile(file, await renderPresetCover(preset));
    written.push(file);
  }
  return written;
}

if (require.main === module) {
  void writePresetCovers(join(process.cwd(), 'client/public')).then((files) =>
    console.log(`Wrote ${files.length} preset covers`),
  );
}
