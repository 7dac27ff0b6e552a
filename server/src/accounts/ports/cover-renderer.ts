/** Turns an uploaded picture into a profile banner: identified by bytes, metadata stripped. */
export abstract class CoverRenderer {
  /** Throws ProfileError ACCOUNTS.INVALID_COVER for anything that is not a usable image. */
  abstract render(
    bytes: Buffer,
  ): Promise<{ bytes: Buffer; contentType: string; extension: string }>;
}
