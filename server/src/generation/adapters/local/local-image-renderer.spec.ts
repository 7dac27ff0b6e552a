import sharp from 'sharp';
import { findPreset } from '../../domain/presets';
import { ImageGenerationJob } from '../../ports/image-generator';
import { LocalImageRenderer } from './local-image-renderer';
import { readScene } from './prompt-scene';

const job = (prompt: string, over: Partial<ImageGenerationJob> = {}): ImageGenerationJob => ({
  prompt,
  preset: findPreset('lucid-realism')!,
  width: 512,
  height: 512,
  count: 1,
  seed: 42,
  mode: 'fast',
  privateMode: false,
  ...over,
});

const render = async (prompt: string, over: Partial<ImageGenerationJob> = {}) =>
  (await new LocalImageRenderer().generate(job(prompt, over)))[0];

/** Mean red, green and blue of a band of rows (fractions of the height). */
async function band(bytes: Buffer, from: number, to: number) {
  const { data, info } = await sharp(bytes)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const sums = [0, 0, 0];
  let n = 0;
  for (let y = Math.floor(info.height * from); y < info.height * to; y++) {
    for (let x = 0; x < info.width; x++) {
      const i = (y * info.width + x) * 3;
      sums[0] += data[i];
      sums[1] += data[i + 1];
      sums[2] += data[i + 2];
      n++;
    }
  }
  const [r, g, b] = sums.map((s) => s / n);
  return { r, g, b, light: (r + g + b) / 3 };
}

/** Mean difference per channel (0…255) of two images scaled to 32×32. */
async function difference(a: Buffer, b: Buffer): Promise<number> {
  const small = (x: Buffer) =>
    sharp(x).removeAlpha().resize(32, 32, { fit: 'fill' }).raw().toBuffer();
  const [x, y] = await Promise.all([small(a), small(b)]);
  let sum = 0;
  for (let i = 0; i < x.length; i++) {
    sum += Math.abs(x[i] - y[i]);
  }
  return sum / x.length;
}

describe('the local renderer draws the scene the prompt describes', () => {
  it('reads time of day, setting, subjects and colour in Spanish and English', () => {
    expect(readScene('Un gato negro en la playa al atardecer')).toEqual({
      time: 'sunset',
      setting: 'sea',
      subjects: ['cat'],
      colour: '#1b1b1f',
    });
    expect(readScene('perro y árbol en el bosque de noche')).toMatchObject({
      time: 'night',
      setting: 'forest',
      subjects: ['dog', 'tree'],
    });
    expect(readScene('a red house in the mountains at sunset')).toMatchObject({
      time: 'sunset',
      setting: 'mountain',
      subjects: ['house'],
      colour: '#d7263d',
    });
    expect(readScene('una persona en la ciudad')).toMatchObject({
      setting: 'city',
      subjects: ['person'],
    });
    expect(readScene('desierto')).toMatchObject({ time: 'day', setting: 'desert', subjects: [] });
    expect(readScene('montañas nevadas').setting).toBe('snow');
  });

  it('paints a sunset sky warmer than a night sky, and a night darker than a day', async () => {
    const [sunset, night, day] = await Promise.all([
      render('montaña al atardecer'),
      render('montaña de noche'),
      render('montaña de día'),
    ]);
    const [sunsetSky, nightSky, daySky] = await Promise.all(
      [sunset, night, day].map((i) => band(i.bytes, 0, 0.3)),
    );
    expect(sunsetSky.r - sunsetSky.b).toBeGreaterThan(nightSky.r - nightSky.b + 20);
    expect(sunsetSky.r - sunsetSky.b).toBeGreaterThan(daySky.r - daySky.b + 20);
    expect(nightSky.light).toBeLessThan(daySky.light / 2);
  });

  it('draws a different scene for different words, and a colour word changes the palette', async () => {
    const [beach, city, redHouse, blueHouse] = await Promise.all([
      render('un gato en la playa'),
      render('una ciudad de noche'),
      render('una casa roja'),
      render('una casa azul'),
    ]);
    expect(await difference(beach.bytes, city.bytes)).toBeGreaterThan(40);
    const [red, blue] = await Promise.all([
      band(redHouse.bytes, 0.6, 0.9),
      band(blueHouse.bytes, 0.6, 0.9),
    ]);
    expect(red.r - red.b).toBeGreaterThan(blue.r - blue.b);
  });

  it('draws the same image for the same seed and another for another seed', async () => {
    const [a, again, other] = await Promise.all([
      render('un perro en el bosque'),
      render('un perro en el bosque'),
      render('un perro en el bosque', { seed: 43 }),
    ]);
    expect(a.bytes.equals(again.bytes)).toBe(true);
    expect(a.bytes.equals(other.bytes)).toBe(false);
  });

  it('renders at the chosen aspect ratio', async () => {
    const wide = await render('sunset over the sea', { width: 1024, height: 576 });
    expect(await sharp(wide.bytes).metadata()).toMatchObject({
      format: 'webp',
      width: 1024,
      height: 576,
    });
    expect(wide).toMatchObject({ contentType: 'image/webp', width: 1024, height: 576 });
    const tall = await render('sunset over the sea', { width: 576, height: 1024 });
    expect(await sharp(tall.bytes).metadata()).toMatchObject({ width: 576, height: 1024 });
  });

  it('draws each preset in its own style', async () => {
    const prompt = 'un zorro en la nieve';
    const [photo, anime, pixel, neon] = await Promise.all(
      ['lucid-realism', 'anime', 'flux-schnell', 'leonardo-lightning-xl'].map((id) =>
        render(prompt, { preset: findPreset(id)! }),
      ),
    );
    for (const other of [anime, pixel, neon]) {
      expect(await difference(photo.bytes, other.bytes)).toBeGreaterThan(3);
    }
    // neon is drawn on a dark night whatever the prompt says
    expect((await band(neon.bytes, 0, 0.5)).light).toBeLessThan(
      (await band(photo.bytes, 0, 0.5)).light / 2,
    );
  });
});
