import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { PRESETS } from '../../domain/presets';
import { COVER_SIZE, renderPresetCover } from './preset-covers';

const PUBLIC_DIR = join(__dirname, '../../../../../client/public');

describe('preset covers of the model picker', () => {
  it.each(PRESETS.map((p) => [p.id, p.image]))(
    'serves %s a small square WebP at its image path',
    async (_id, image) => {
      const bytes = await readFile(join(PUBLIC_DIR, image));
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: COVER_SIZE, height: COVER_SIZE });
      expect(bytes.length).toBeLessThan(8 * 1024);
    },
  );

  it('renders the same cover twice and a different one for each preset', async () => {
    const [journey, again, anime] = await Promise.all([
      renderPresetCover(PRESETS.find((p) => p.id === 'journey')!),
      renderPresetCover(PRESETS.find((p) => p.id === 'journey')!),
      renderPresetCover(PRESETS.find((p) => p.id === 'anime')!),
    ]);
    expect(journey.equals(again)).toBe(true);
    expect(journey.equals(anime)).toBe(false);
  });
});
