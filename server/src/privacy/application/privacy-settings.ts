/** Whether this process runs the privacy jobs (exports, media clean-ups) and how often it sweeps. */
export class PrivacySettings {
  constructor(
    readonly runsJobs: boolean,
    readonly sweepEveryMs: number,
  ) {}
}

export const EXPORT_QUEUE = 'data-export';
export const CLEANUP_QUEUE = 'media-cleanup';
