import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import ffprobeInstaller from '@ffprobe-installer/ffprobe';
import { execFileSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { makeTestClip } from '../../../../../test/fixtures/media/synthetic-media';
import { ContentError } from '../../domain/content.error';
import { FfmpegVideoProcessor } from './ffmpeg-video-processor';

jest.setTimeout(30_000);

interface ProbedFile {
  format: { format_name: string; duration: string; tags?: Record<string, string> };
  streams: { codec_type: string; codec_name: string; pix_fmt?: string; width?: number }[];
}

function ffprobe(path: string): ProbedFile {
  const json = execFileSync(ffprobeInstaller.path, [
    '-v',
    'error',
    '-print_format',
    'json',
    '-show_format',
    '-show_streams',
    path,
  ]);
  return JSON.parse(json.toString()) as ProbedFile;
}

/** Top-level MP4 box types in file order (faststart puts `moov` before `mdat`). */
function topLevelBoxes(bytes: Buffer): string[] {
  const boxes: string[] = [];
  for (let offset = 0; offset + 8 <= bytes.length;) {
    boxes.push(bytes.toString('latin1', offset + 4, offset + 8));
    offset += bytes.readUInt32BE(offset);
  }
  return boxes;
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ContentError) {
      return error.code;
    }
    throw error;
  }
  return 'accepted';
}

describe(FfmpegVideoProcessor.name, () => {
  const sut = new FfmpegVideoProcessor();
  let dir: string;
  const clip = (name: string): string => join(dir, name);

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'mixel-video-spec-'));
    const ffmpeg = ffmpegInstaller.path;
    await Promise.all([
      makeTestClip(ffmpeg, clip('clip.mp4'), { container: 'mp4', seconds: 2 }),
      makeTestClip(ffmpeg, clip('clip.webm'), { container: 'webm', seconds: 2 }),
      makeTestClip(ffmpeg, clip('rotated.mov'), { container: 'mov', seconds: 1, rotate: 90 }),
      makeTestClip(ffmpeg, clip('wide.mp4'), {
        container: 'mp4',
        seconds: 1,
        width: 1600,
        height: 900,
        audio: false,
      }),
      makeTestClip(ffmpeg, clip('long.mp4'), {
        container: 'mp4',
        seconds: 601,
        width: 16,
        height: 16,
        fps: 1,
        audio: false,
      }),
    ]);
  }, 60_000);

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  describe('probe', () => {
    it('reads container, duration, size and audio of MP4 and WebM clips', async () => {
      await expect(sut.probe(clip('clip.mp4'))).resolves.toMatchObject({
        container: 'mp4',
        width: 320,
        height: 240,
        hasAudio: true,
      });
      const webm = await sut.probe(clip('clip.webm'));
      expect(webm).toMatchObject({ container: 'webm', width: 320, height: 240, hasAudio: true });
      expect(webm.durationSec).toBeCloseTo(2, 0);
    });

    it('reports a QuickTime clip recorded sideways in its displayed orientation', async () => {
      await expect(sut.probe(clip('rotated.mov'))).resolves.toMatchObject({
        container: 'quicktime',
        width: 240,
        height: 320,
      });
    });

    it('refuses a text file renamed .mp4 and a HEIC photo as unsupported', async () => {
      const text = clip('notes.mp4');
      await writeFile(text, 'Esto no es un vídeo, solo texto con la extensión cambiada.\n');
      const heic = clip('photo.mp4');
      await copyFile(join(__dirname, '../../../../../test/fixtures/media/sample.heic'), heic);
      expect(await codeOf(sut.probe(text))).toBe('CONTENT.UNSUPPORTED_TYPE');
      expect(await codeOf(sut.probe(heic))).toBe('CONTENT.UNSUPPORTED_TYPE');
    });

    it('refuses an MP4 cut short as corrupt', async () => {
      const bytes = await readFile(clip('clip.mp4'));
      const cut = clip('cut.mp4');
      await writeFile(cut, bytes.subarray(0, Math.floor(bytes.length / 3)));
      expect(await codeOf(sut.probe(cut))).toBe('CONTENT.CORRUPT_FILE');
    });

    it('refuses a video longer than ten minutes', async () => {
      expect(await codeOf(sut.probe(clip('long.mp4')))).toBe('CONTENT.VIDEO_TOO_LONG');
    });
  });

  describe('transcode', () => {
    it('renders a faststart H.264/AAC MP4 without metadata, a JPEG poster, and progress up to 100', async () => {
      const out = join(dir, 'out-webm');
      await mkdir(out);
      const progress: number[] = [];

      const rendition = await sut.transcode(clip('clip.webm'), out, (p) => {
        progress.push(p);
      });

      expect(rendition).toMatchObject({ contentType: 'video/mp4', width: 320, height: 240 });
      expect(rendition.durationSec).toBeCloseTo(2, 0);
      const probed = ffprobe(rendition.renditionPath);
      expect(probed.format.format_name).toContain('mp4');
      expect(Number(probed.format.duration)).toBeCloseTo(2, 0);
      expect(probed.format.tags?.location).toBeUndefined();
      expect(probed.streams.map((s) => [s.codec_type, s.codec_name, s.pix_fmt])).toEqual([
        ['video', 'h264', 'yuv420p'],
        ['audio', 'aac', undefined],
      ]);
      const boxes = topLevelBoxes(await readFile(rendition.renditionPath));
      expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
      expect(await sharp(rendition.posterPath).metadata()).toMatchObject({
        format: 'jpeg',
        width: 320,
        height: 240,
      });
      expect(progress[0]).toBe(0);
      expect(progress[progress.length - 1]).toBe(100);
      expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    });

    it('scales a wide video to 1280 px and applies rotation before scaling', async () => {
      const wideOut = join(dir, 'out-wide');
      const rotatedOut = join(dir, 'out-rotated');
      await Promise.all([mkdir(wideOut), mkdir(rotatedOut)]);

      const [wide, rotated] = await Promise.all([
        sut.transcode(clip('wide.mp4'), wideOut, () => {}),
        sut.transcode(clip('rotated.mov'), rotatedOut, () => {}),
      ]);

      expect(wide).toMatchObject({ width: 1280, height: 720 });
      expect(ffprobe(wide.renditionPath).streams.map((s) => s.codec_type)).toEqual(['video']);
      expect(rotated).toMatchObject({ width: 240, height: 320 });
      // turned once by ffmpeg, so players must not turn it again
      expect(JSON.stringify(ffprobe(rotated.renditionPath))).not.toContain('rotation');
    });

    it('burns the mark into a monetized video and its poster, and renders a clean copy beside it', async () => {
      const out = join(dir, 'out-marked');
      await mkdir(out);

      const rendition = await sut.transcode(clip('clip.webm'), out, () => {}, { watermark: true });

      expect(rendition.cleanRenditionPath).not.toBeNull();
      const clean = rendition.cleanRenditionPath!;
      for (const file of [rendition.renditionPath, clean]) {
        expect(ffprobe(file).streams.map((s) => [s.codec_type, s.codec_name, s.width])).toEqual([
          ['video', 'h264', 320],
          ['audio', 'aac', undefined],
        ]);
      }
      // the same frame of both: the marked one differs visibly from the clean one
      const frame = async (file: string, at: string, name: string) => {
        const png = join(out, `${name}.png`);
        execFileSync(ffmpegInstaller.path, [
          '-v',
          'error',
          '-y',
          '-ss',
          at,
          '-i',
          file,
          '-frames:v',
          '1',
          png,
        ]);
        return sharp(png).raw().toBuffer();
      };
      const meanDifference = (a: Buffer, b: Buffer) => {
        let sum = 0;
        for (let i = 0; i < a.length; i++) {
          sum += Math.abs(a[i] - b[i]);
        }
        return sum / a.length;
      };
      const marked = await frame(rendition.renditionPath, '0.5', 'marked');
      const plain = await frame(clean, '0.5', 'clean');
      expect(meanDifference(marked, plain)).toBeGreaterThan(3);
      // the poster (taken from the public rendition at 2/3 s) carries the mark as well
      const poster = await sharp(rendition.posterPath).raw().toBuffer();
      const cleanAtPoster = await frame(clean, (2 / 3).toFixed(3), 'clean-poster');
      expect(meanDifference(poster, cleanAtPoster)).toBeGreaterThan(3);

      const unmarked = await sut.transcode(clip('clip.webm'), join(out, '..'), () => {});
      expect(unmarked.cleanRenditionPath).toBeNull();
    });
  });
});
