import type { Readable } from 'node:stream';

export type VideoContainer = 'mp4' | 'webm' | 'quicktime';

export interface VideoProbe {
  container: VideoContainer;
  durationSec: number;
  /** As displayed, after the rotation metadata is applied. */
  width: number;
  height: number;
  hasAudio: boolean;
}

export interface VideoRendition {
  /** What everyone may be shown: watermarked when asked for (a monetized video). */
  renditionPath: string;
  /** The same rendition without the watermark, when one was asked for; null otherwise. */
  cleanRenditionPath: string | null;
  /** 'video/mp4' H.264/AAC +faststart, max 1280 px wide */
  contentType: string;
  /** JPEG */
  posterPath: string;
  width: number;
  height: number;
  durationSec: number;
}

export interface RenderOptions {
  /**
   * Burn the visible 'Mixel' mark into the public rendition (and its poster) and also encode a
   * clean one, from a single decode: a monetized video.
   */
  watermark: boolean;
}

/** A rendition whose files exist while the `use` callback of `render` runs. */
export interface RenderedVideo extends VideoRendition {
  /** The poster JPEG's bytes (small), to derive the post's summary and preview from. */
  poster: Buffer;
}

/**
 * Turns an uploaded video into a web-playable rendition and a poster frame. Files on disk and
 * scratch directories are the adapter's: use cases hand over paths the edge wrote, or streams.
 */
export abstract class VideoProcessor {
  /**
   * Identifies by bytes (magic bytes + ffprobe), refuses other types, corrupt files and videos that are too
   * long or large (ContentError CONTENT.UNSUPPORTED_TYPE, CONTENT.CORRUPT_FILE, CONTENT.FILE_TOO_LARGE,
   * CONTENT.TOO_MANY_PIXELS, CONTENT.VIDEO_TOO_LONG).
   */
  abstract probe(filePath: string): Promise<VideoProbe>;

  /** Whether the file starts like a video container (MP4, MOV, WebM): its leading bytes only, no ffprobe. */
  abstract looksLikeVideo(filePath: string): Promise<boolean>;

  /**
   * Transcodes the video read from `original` to a web-playable MP4 and grabs a poster frame (JPEG), reporting
   * progress 0–100, in a scratch directory of its own; hands the result to `use` and removes the directory
   * when `use` settles. Answers what `use` answered.
   */
  abstract render<T>(
    original: Readable,
    onProgress: (percent: number) => Promise<void> | void,
    use: (video: RenderedVideo) => Promise<T>,
    options?: RenderOptions,
  ): Promise<T>;
}
