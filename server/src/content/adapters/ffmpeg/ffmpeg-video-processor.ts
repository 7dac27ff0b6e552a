import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import ffprobeInstaller from '@ffprobe-installer/ffprobe';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import { ContentError } from '../../domain/content.error';
import {
  evenSizeWithin,
  VIDEO_MAX_BYTES,
  VIDEO_MAX_DURATION_SEC,
  VIDEO_MAX_PIXELS,
  VIDEO_MAX_WIDTH,
} from '../../domain/media-limits';
import {
  RenderedVideo,
  RenderOptions,
  VideoContainer,
  VideoProbe,
  VideoProcessor,
  VideoRendition,
} from '../../ports/video-processor';
import { readHead } from '../file-head';
import { watermarkOverlay } from '../sharp/watermark-overlay';
import { SIGNATURE_BYTES, sniffVideo, VideoFamily } from '../media-signature';
import { ProcessFailure, runProcess } from './run-process';

const PROBE_TIMEOUT_MS = 30_000;
const RENDITION_FILE = 'rendition.mp4';
const CLEAN_RENDITION_FILE = 'rendition-clean.mp4';
const OVERLAY_FILE = 'watermark.png';
const POSTER_FILE = 'poster.jpg';

interface FfprobeStream {
  codec_type?: string;
  codec_name?: string;
  pix_fmt?: string;
  width?: number;
  height?: number;
  duration?: string;
  tags?: Record<string, string>;
  side_data_list?: { rotation?: number }[];
  disposition?: Record<string, number>;
}

interface FfprobeOutput {
  format?: { format_name?: string; duration?: string };
  streams?: FfprobeStream[];
}

/**
 * Videos with the ffmpeg/ffprobe binaries of @ffmpeg-installer and @ffprobe-installer, or the
 * paths given (FFMPEG_PATH / FFPROBE_PATH from config). Binaries run with argument arrays, never
 * through a shell, and inputs are passed as `file:` URLs so no name is read as an option or protocol.
 */
export class FfmpegVideoProcessor extends VideoProcessor {
  private readonly ffmpegPath: string;
  private readonly ffprobePath: string;

  constructor(ffmpegPath?: string, ffprobePath?: string) {
    super();
    this.ffmpegPath = ffmpegPath ?? ffmpegInstaller.path;
    this.ffprobePath = ffprobePath ?? ffprobeInstaller.path;
  }

  async probe(filePath: string): Promise<VideoProbe> {
    const { size } = await stat(filePath);
    if (size > VIDEO_MAX_BYTES) {
      throw new ContentError(
        'CONTENT.FILE_TOO_LARGE',
        `El vídeo supera el máximo de ${VIDEO_MAX_BYTES / 1024 / 1024} MB.`,
      );
    }
    const family = sniffVideo(await readHead(filePath, SIGNATURE_BYTES));
    if (!family) {
      throw unsupported();
    }
    const output = await this.ffprobe(filePath);
    const container = containerOf(family, output.format?.format_name ?? '');
    const video = output.streams?.find(
      (s) => s.codec_type === 'video' && s.disposition?.attached_pic !== 1,
    );
    if (!video) {
      throw unsupported(); // audio only, or a cover picture
    }
    if (!video.width || !video.height) {
      throw corrupt();
    }
    const durationSec = Number(output.format?.duration ?? video.duration);
    if (!Number.isFinite(durationSec) || durationSec <= 0) {
      throw corrupt();
    }
    if (durationSec > VIDEO_MAX_DURATION_SEC) {
      throw new ContentError(
        'CONTENT.VIDEO_TOO_LONG',
        `El vídeo no puede durar más de ${VIDEO_MAX_DURATION_SEC / 60} minutos.`,
      );
    }
    if (video.width * video.height > VIDEO_MAX_PIXELS) {
      throw new ContentError(
        'CONTENT.TOO_MANY_PIXELS',
        'La resolución del vídeo supera el máximo permitido (8K).',
      );
    }
    const sideways = Math.abs(rotationOf(video)) % 180 === 90;
    return {
      container,
      durationSec,
      width: sideways ? video.height : video.width,
      height: sideways ? video.width : video.height,
      hasAudio: output.streams?.some((s) => s.codec_type === 'audio') ?? false,
    };
  }

  async looksLikeVideo(filePath: string): Promise<boolean> {
    return sniffVideo(await readHead(filePath, SIGNATURE_BYTES)) !== null;
  }

  async render<T>(
    original: Readable,
    onProgress: (percent: number) => Promise<void> | void,
    use: (video: RenderedVideo) => Promise<T>,
    options: RenderOptions = { watermark: false },
  ): Promise<T> {
    const dir = await mkdtemp(join(tmpdir(), 'mixel-video-')).catch((error: unknown) => {
      original.destroy(); // never read: let its connection go
      throw error;
    });
    try {
      const input = join(dir, 'original');
      await pipeline(original, createWriteStream(input));
      const rendition = await this.transcode(input, dir, onProgress, options);
      return await use({ ...rendition, poster: await readFile(rendition.posterPath) });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /**
   * Transcodes `filePath` into `outputDir`: a web-playable MP4 and a JPEG poster frame (taken from
   * it), plus a clean MP4 beside a watermarked one when asked: one decode, two encodes.
   */
  async transcode(
    filePath: string,
    outputDir: string,
    onProgress: (percent: number) => Promise<void> | void,
    options: RenderOptions = { watermark: false },
  ): Promise<VideoRendition> {
    const probe = await this.probe(filePath);
    const size = evenSizeWithin(probe, VIDEO_MAX_WIDTH);
    const renditionPath = join(outputDir, RENDITION_FILE);
    const cleanRenditionPath = options.watermark ? join(outputDir, CLEAN_RENDITION_FILE) : null;
    const posterPath = join(outputDir, POSTER_FILE);
    const scale = `scale=${size.width}:${size.height}:flags=bicubic,setsar=1`;

    // progress calls run one after another; a failing one fails the transcode at the end
    let reported = Promise.resolve();
    let progressError: unknown;
    let lastPercent = -1;
    const report = (percent: number): void => {
      if (percent <= lastPercent) {
        return;
      }
      lastPercent = percent;
      reported = reported
        .then(() => onProgress(percent))
        .catch((error: unknown) => {
          progressError ??= error;
        });
    };

    try {
      report(0);
      // every output file takes its own options: no metadata, H.264/AAC, streamable
      const encode = (file: string) => [
        '-map',
        '0:a:0?',
        // no GPS, device, creation-date or chapter metadata in what viewers download
        '-map_metadata',
        '-1',
        '-map_metadata:s:v',
        '-1',
        '-map_metadata:s:a',
        '-1',
        '-map_chapters',
        '-1',
        '-sn',
        '-dn',
        '-c:v',
        'libx264',
        '-preset',
        'veryfast',
        '-crf',
        '23',
        '-profile:v',
        'high',
        '-pix_fmt',
        'yuv420p',
        '-c:a',
        'aac',
        '-b:a',
        '128k',
        '-ac',
        '2',
        '-movflags',
        '+faststart',
        fileUrl(file),
      ];
      let args: string[];
      if (cleanRenditionPath) {
        const overlayPath = join(outputDir, OVERLAY_FILE);
        await writeFile(
          overlayPath,
          await sharp(watermarkOverlay(size.width, size.height)).png().toBuffer(),
        );
        args = [
          '-i',
          fileUrl(filePath),
          '-i',
          fileUrl(overlayPath),
          // rotation metadata is applied (autorotate) before this scale
          '-filter_complex',
          `[0:v:0]${scale},split=2[clean][base];[base][1:v]overlay=0:0[marked]`,
          '-progress',
          'pipe:1',
          '-nostats',
          '-map',
          '[marked]',
          ...encode(renditionPath),
          '-map',
          '[clean]',
          ...encode(cleanRenditionPath),
        ];
      } else {
        args = [
          '-i',
          fileUrl(filePath),
          '-map',
          '0:v:0',
          // rotation metadata is applied (autorotate) before this scale
          '-vf',
          scale,
          '-progress',
          'pipe:1',
          '-nostats',
          ...encode(renditionPath),
        ];
      }
      await this.ffmpeg(
        args,
        // a stuck encoder is killed; normal encodes run well under real time
        Math.max(120_000, probe.durationSec * 20_000),
        (line) => {
          const [key, value] = line.split('=');
          if (key === 'out_time_us' || key === 'out_time_ms') {
            // both are microseconds (out_time_ms is misnamed in ffmpeg)
            const done = Number(value) / 1_000_000 / probe.durationSec;
            if (Number.isFinite(done)) {
              report(Math.max(0, Math.min(95, Math.floor(done * 95))));
            }
          }
        },
      );
      report(96);
      const posterAt = Math.min(1, probe.durationSec / 3).toFixed(3);
      await this.ffmpeg(
        [
          '-ss',
          posterAt,
          '-i',
          fileUrl(renditionPath),
          '-frames:v',
          '1',
          '-map_metadata',
          '-1',
          '-q:v',
          '3',
          fileUrl(posterPath),
        ],
        PROBE_TIMEOUT_MS,
      );
      const output = await this.ffprobe(renditionPath);
      const video = output.streams?.find((s) => s.codec_type === 'video');
      report(100);
      await reported;
      if (progressError !== undefined) {
        throw progressError;
      }
      return {
        renditionPath,
        cleanRenditionPath,
        contentType: 'video/mp4',
        posterPath,
        width: video?.width ?? size.width,
        height: video?.height ?? size.height,
        durationSec: Number(output.format?.duration ?? probe.durationSec),
      };
    } catch (error) {
      await Promise.all(
        [renditionPath, cleanRenditionPath, posterPath].map(
          (file) => file && rm(file, { force: true }),
        ),
      );
      throw error;
    }
  }

  private async ffprobe(filePath: string): Promise<FfprobeOutput> {
    const args = ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams'];
    try {
      const { stdout } = await runProcess(this.ffprobePath, [...args, '-i', fileUrl(filePath)], {
        timeoutMs: PROBE_TIMEOUT_MS,
      });
      return JSON.parse(stdout) as FfprobeOutput;
    } catch (error) {
      throw asCorrupt(error);
    }
  }

  private async ffmpeg(
    args: string[],
    timeoutMs: number,
    onStdoutLine?: (line: string) => void,
  ): Promise<void> {
    const common = ['-hide_banner', '-nostdin', '-y', '-v', 'error'];
    try {
      await runProcess(this.ffmpegPath, [...common, ...args], { timeoutMs, onStdoutLine });
    } catch (error) {
      throw asCorrupt(error);
    }
  }
}

function containerOf(family: VideoFamily, formatName: string): VideoContainer {
  const names = formatName.split(',');
  if (family === 'matroska' && names.includes('matroska')) {
    return 'webm';
  }
  if (family !== 'matroska' && names.includes('mov')) {
    return family === 'quicktime' ? 'quicktime' : 'mp4';
  }
  throw unsupported();
}

function rotationOf(stream: FfprobeStream): number {
  const fromSideData = stream.side_data_list?.find((d) => d.rotation !== undefined)?.rotation;
  return Number(fromSideData ?? stream.tags?.rotate ?? 0) || 0;
}

/** `file:` keeps ffmpeg from reading a path as an option (`-x`) or a protocol (`concat:`). */
function fileUrl(path: string): string {
  return `file:${path}`;
}

/** The binary ran and refused the data: the file is damaged. Spawn errors stay as they are. */
function asCorrupt(error: unknown): unknown {
  if (!(error instanceof ProcessFailure) && !(error instanceof SyntaxError)) {
    return error;
  }
  const corruptError = corrupt();
  corruptError.cause = error;
  return corruptError;
}

function unsupported(): ContentError {
  return new ContentError(
    'CONTENT.UNSUPPORTED_TYPE',
    'El archivo no es un vídeo compatible (MP4, MOV o WebM).',
  );
}

function corrupt(): ContentError {
  return new ContentError(
    'CONTENT.CORRUPT_FILE',
    'El vídeo está dañado o incompleto y no se puede abrir.',
  );
}
