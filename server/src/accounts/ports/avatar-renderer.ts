/** Turns an uploaded photo into a square avatar: identified by bytes, metadata stripped. */
export abstract class AvatarRenderer {
  /** Throws AccountsError ACCOUNTS.INVALID_IMAGE for anything that is not a usable image. */
  abstract render(
    bytes: Buffer,
  ): Promise<{ bytes: Buffer; contentType: string; extension: string }>;
}
