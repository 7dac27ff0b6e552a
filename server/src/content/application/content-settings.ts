/** Content settings from config, injected by the module. */
export class ContentSettings {
  constructor(
    /** What the uploader earns per paid download of monetized content. */
    readonly commissionPerDownload: number,
    /** Whether this process consumes the media queue (API processes may leave it to workers). */
    readonly runsJobs: boolean,
    /** Hamming distance under which two images count as the same picture. */
    readonly duplicateDistance = 6,
  ) {}
}
