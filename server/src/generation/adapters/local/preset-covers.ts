import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { Preset, PRESETS } from '../../domain/presets';
import { LocalImageRenderer } from './local-image-renderer';

/** Each cover shows a scene of its own, in its preset's style, so no two look alike. */
export const COVER_PROMPTS: Record<string, string> = {
  'lucid-realism': 'casa roja en la montaña al amanecer',
  'gpt-image-1': 'un perro en un prado soleado',
  'flux-kontext': 'una persona junto a un árbol',
  journey: 'zorro en la nieve al atardecer',
  'flux-kontext-dev': 'una casa en el desierto',
  'flux-schnell': 'un gato en la ciudad de día',
  anime: 'una chica en la playa al atardecer',
  'cinematic-kino': 'una persona en el desierto al atardecer',
  'concept-art': 'castillo en las montañas',
  'graphic-design': 'un pájaro sobre el mar al atardecer',
  'illustrative-albedo': 'un árbol en un prado con flores',
  'leonardo-lightning-xl': 'ciudad neón de noche',
  'lifelike-vision': 'un perro en el bosque',
  'portrait-perfect': 'retrato de una persona al atardecer',
  'stock-photography': 'un gato blanco en la playa',
};
export const COVER_SEED = 20240601;
export const COVER_SIZE = 256;

/** A preset's picker cover: the local renderer's take on the fixed prompt, a small WebP. */
export async function renderPresetCover(preset: Preset): Promise<Buffer> {
  const [image] = await new LocalImageRenderer().generate({
    prompt: COVER_PROMPTS[preset.id] ?? preset.name,
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
