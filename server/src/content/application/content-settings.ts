/** Content settings from config, injected by the module. */
export class ContentSettings {
  constructor(
    /** Tokens the uploader earns, once per downloader, for a paid download of monetized content. */
    readonly commissionTokens: number,
    /** Whether this process consumes the media queue (API processes may leave it to workers). */
    readonly runsJobs: boolean,
    /** Hamming distance under which two images count as the same picture. */
    readonly duplicateDistance = 6,
  ) {}
}
