import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { PRESETS } from '../../domain/presets';
import { COVER_PROMPTS, COVER_SIZE, renderPresetCover } from './preset-covers';
import { readScene } from './prompt-scene';

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

  it('draws every cover from a scene of its own', () => {
    const scenes = PRESETS.map((p) => JSON.stringify(readScene(COVER_PROMPTS[p.id])));
    expect(new Set(scenes).size).toBe(PRESETS.length);
    for (const p of PRESETS) {
      expect(
        readScene(COVER_PROMPTS[p.id]).subjects.length +
          (readScene(COVER_PROMPTS[p.id]).setting === 'meadow' ? 0 : 1),
      ).toBeGreaterThan(0);
    }
  });

  it('gives every preset a cover that looks unlike every other', async () => {
    // each served cover at 32×32: the mean difference per channel of every pair
    const thumbs = await Promise.all(
      PRESETS.map((p) =>
        sharp(join(PUBLIC_DIR, p.image))
          .removeAlpha()
          .resize(32, 32, { fit: 'fill' })
          .raw()
          .toBuffer(),
      ),
    );
    const closest: Array<[string, string, number]> = [];
    for (let i = 0; i < thumbs.length; i++) {
      for (let j = i + 1; j < thumbs.length; j++) {
        let sum = 0;
        for (let k = 0; k < thumbs[i].length; k++) {
          sum += Math.abs(thumbs[i][k] - thumbs[j][k]);
        }
        closest.push([PRESETS[i].id, PRESETS[j].id, sum / thumbs[i].length]);
      }
    }
    closest.sort((a, b) => a[2] - b[2]);
    expect(closest[0][2]).toBeGreaterThan(15);
  });
});
