/**
 * Image pipeline benchmark: `npm run bench:media` (BENCH_IMAGES, BENCH_CONCURRENCY, BENCH_ROUNDS
 * change the defaults; BENCH_NAIVE=1 adds a'). Measures, on the same noisy 12-megapixel JPEGs and
 * in the same run:
 *   a. sharp alone, rendering the same variants with the same encoder settings as our pipeline;
 *   b. our pipeline (probe + summarizeAndPreview + remainingVariants);
 *   c. probe + summarizeAndPreview alone: uploads per second to the first visible variant, p95.
 * a and b alternate over BENCH_ROUNDS rounds so that load from other processes hits both alike.
 */
import { cpus, loadavg } from 'node:os';
import sharp from 'sharp';
import { SharpImageProcessor } from '../server/src/content/adapters/sharp/sharp-image-processor';
import { variantWidthsFor } from '../server/src/content/domain/media-limits';
import { ImageVariant } from '../server/src/content/ports/image-processor';
import { photoLikeJpeg } from '../test/fixtures/media/synthetic-media';

const IMAGES = Number(process.env.BENCH_IMAGES ?? 12);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const NAIVE = process.env.BENCH_NAIVE === '1';
const FIRST_VISIBLE_ROUNDS = 3;
const WIDTH = 4000;
const HEIGHT = 3000;

// the encoder settings of SharpImageProcessor, for the sharp-alone baselines
const AVIF: sharp.AvifOptions = { quality: 55, effort: 2 };
const JPEG: sharp.JpegOptions = { quality: 82, chromaSubsampling: '4:4:4' };
const webp = (width: number): sharp.WebpOptions => ({ quality: 80, smartSubsample: width <= 1200 });
const DECODE: sharp.SharpOptions = { failOn: 'error', limitInputPixels: 50_000_000 };

type Job = (input: Buffer) => Promise<unknown>;

interface Timing {
  wallMs: number;
  latenciesMs: number[];
}

function combine(timings: Timing[]): Timing {
  return {
    wallMs: timings.reduce((sum, t) => sum + t.wallMs, 0),
    latenciesMs: timings.flatMap((t) => t.latenciesMs),
  };
}

/** Runs `job` over `inputs` with at most CONCURRENCY in flight. */
async function timed(inputs: Buffer[], job: Job): Promise<Timing> {
  const latenciesMs: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async (): Promise<void> => {
    while (next < inputs.length) {
      const input = inputs[next++];
      const t0 = performance.now();
      await job(input);
      latenciesMs.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { wallMs: performance.now() - started, latenciesMs };
}

function encodeWith(image: sharp.Sharp, format: 'avif' | 'webp' | 'jpeg', width: number) {
  if (format === 'avif') {
    return image.avif(AVIF).toBuffer();
  }
  if (format === 'webp') {
    return image.webp(webp(width)).toBuffer();
  }
  return image.flatten({ background: '#ffffff' }).jpeg(JPEG).toBuffer();
}

const FORMATS = ['avif', 'webp', 'jpeg'] as const;

/** a. sharp alone: decode once to the widest width, then resize and encode every variant. */
async function sharpAlone(input: Buffer): Promise<void> {
  const widths = variantWidthsFor(WIDTH);
  const { data, info } = await sharp(input, DECODE)
    .rotate()
    .resize({ width: widths[widths.length - 1] })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  for (const width of widths) {
    await Promise.all(
      FORMATS.map((f) => encodeWith(sharp(data, { raw }).resize({ width }), f, width)),
    );
  }
}

/** a'. sharp as most code calls it: one pipeline per variant, each decoding the original. */
async function sharpNaive(input: Buffer): Promise<void> {
  for (const width of variantWidthsFor(WIDTH)) {
    await Promise.all(
      FORMATS.map((f) => encodeWith(sharp(input, DECODE).rotate().resize({ width }), f, width)),
    );
  }
}

const processor = new SharpImageProcessor();
const ignore = async (_v: ImageVariant): Promise<void> => {};

async function ourPipeline(input: Buffer): Promise<void> {
  await processor.probe(input);
  await processor.summarizeAndPreview(input, ignore);
  await processor.remainingVariants(input, ignore);
}

async function firstVisible(input: Buffer): Promise<void> {
  await processor.probe(input);
  await processor.summarizeAndPreview(input, ignore);
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const perSecond = (count: number, ms: number): number => (count * 1000) / ms;
const fixed = (n: number, digits = 2): string => n.toFixed(digits);

async function main(): Promise<void> {
  console.log(
    `cores=${cpus().length} sharp.concurrency=${sharp.concurrency()} ` +
      `UV_THREADPOOL_SIZE=${process.env.UV_THREADPOOL_SIZE ?? '4 (default)'} ` +
      `MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX ?? 'unset'} ` +
      `concurrency=${CONCURRENCY} load=${loadavg()
        .map((l) => fixed(l))
        .join('/')}`,
  );
  const generating = performance.now();
  const inputs: Buffer[] = [];
  for (let i = 0; i < IMAGES; i++) {
    inputs.push(await photoLikeJpeg(WIDTH, HEIGHT, 1000 + i, { noise: 10, quality: 90 }));
  }
  const mb = inputs.reduce((sum, b) => sum + b.length, 0) / IMAGES / 1024 / 1024;
  console.log(
    `${IMAGES} JPEGs ${WIDTH}×${HEIGHT}, ${fixed(mb)} MB each, made in ${fixed((performance.now() - generating) / 1000, 1)} s`,
  );

  await ourPipeline(inputs[0]); // warm-up: libvips caches, AVIF encoder start-up
  await sharpAlone(inputs[0]);

  const aloneRuns: Timing[] = [];
  const ourRuns: Timing[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    if (round % 2 === 0) {
      aloneRuns.push(await timed(inputs, sharpAlone));
      ourRuns.push(await timed(inputs, ourPipeline));
    } else {
      ourRuns.push(await timed(inputs, ourPipeline));
      aloneRuns.push(await timed(inputs, sharpAlone));
    }
  }
  const [alone, ours] = [combine(aloneRuns), combine(ourRuns)];
  const rounds = Array.from({ length: FIRST_VISIBLE_ROUNDS }, () => inputs).flat();
  const visible = await timed(rounds, firstVisible);

  const rows: [string, Timing, number][] = [
    ['a.  sharp alone (decode once)', alone, IMAGES * ROUNDS],
    ['b.  our pipeline', ours, IMAGES * ROUNDS],
    ['c.  probe + summarizeAndPreview', visible, rounds.length],
  ];
  if (NAIVE) {
    rows.push(["a'. sharp, one pipeline per variant", await timed(inputs, sharpNaive), IMAGES]);
  }
  for (const [label, timing, count] of rows) {
    console.log(
      `${label.padEnd(38)} ${fixed(perSecond(count, timing.wallMs)).padStart(6)} img/s  ` +
        `p50 ${fixed(percentile(timing.latenciesMs, 50), 0).padStart(5)} ms  ` +
        `p95 ${fixed(percentile(timing.latenciesMs, 95), 0).padStart(5)} ms`,
    );
  }
  const ratio = alone.wallMs / ours.wallMs;
  const visiblePerSecond = perSecond(rounds.length, visible.wallMs);
  const visibleP95 = percentile(visible.latenciesMs, 95);
  console.log(
    `\nthroughput ratio b/a = ${fixed(ratio)} (target ≥ 0.8); ` +
      `first visible variant: ${fixed(visiblePerSecond, 1)} uploads/s (target ≥ 8), ` +
      `p95 ${fixed(visibleP95, 0)} ms (target < 1000)`,
  );
  const ok = ratio >= 0.8 && visiblePerSecond >= 8 && visibleP95 < 1000;
  console.log(ok ? 'targets met' : 'TARGETS MISSED');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
