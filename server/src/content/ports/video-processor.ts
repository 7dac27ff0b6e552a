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
  renditionPath: string;
  /** 'video/mp4' H.264/AAC +faststart, max 1280 px wide */
  contentType: string;
  /** JPEG */
  posterPath: string;
  width: number;
  height: number;
  durationSec: number;
}

/** Turns an uploaded video into a web-playable rendition and a poster frame. */
export abstract class VideoProcessor {
  /**
   * Identifies by bytes (magic bytes + ffprobe), refuses other types, corrupt files and videos that are too
   * long or large (ContentError CONTENT.UNSUPPORTED_TYPE, CONTENT.CORRUPT_FILE, CONTENT.FILE_TOO_LARGE,
   * CONTENT.TOO_MANY_PIXELS, CONTENT.VIDEO_TOO_LONG).
   */
  abstract probe(filePath: string): Promise<VideoProbe>;

  /** Transcodes to a web-playable MP4 and grabs a poster frame (JPEG) into outputDir, reporting progress 0–100. */
  abstract transcode(
    filePath: string,
    outputDir: string,
    onProgress: (percent: number) => Promise<void> | void,
  ): Promise<VideoRendition>;
}
