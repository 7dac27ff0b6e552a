import { Injectable, Logger, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { isUuid } from '../../kernel/ids';
import { JobContext, JobQueue } from '../../platform/queue/job-queue.port';
import { MediaStore, StoredMedia } from '../../platform/storage/media-store.port';
import { exportReadme } from '../domain/export-readme';
import { PrivacyError } from '../domain/privacy.error';
import { archiveFileName, archiveKey, DataExport, expiryOf } from '../domain/your-data';
import { ArchiveEntry, ArchiveWriter } from '../ports/archive-writer';
import { DataExportRepository } from '../ports/data-export.repository';
import { ExportNotifier } from '../ports/export-notifier';
import { EXPORT_QUEUE, PrivacySettings } from './privacy-settings';

interface ExportJob {
  exportId: string;
}

const notFound = () =>
  new PrivacyError(
    'PRIVACY.EXPORT_NOT_FOUND',
    'Este archivo de datos no existe o ya no está disponible.',
  );

/**
 * "Descargar mis datos": one archive per request, built by a background job (profile, posts with
 * their originals, comments, likes, follows, generations with their images, ledger, payments and a
 * README in Spanish), announced by a notification, downloadable by its owner until it expires.
 */
@Injectable()
export class DataExportService implements OnModuleInit, OnApplicationBootstrap {
  private readonly log = new Logger(DataExportService.name);

  constructor(
    private readonly exports: DataExportRepository,
    private readonly archives: ArchiveWriter,
    private readonly store: MediaStore,
    private readonly jobs: JobQueue,
    private readonly notifier: ExportNotifier,
    private readonly settings: PrivacySettings,
  ) {}

  onModuleInit(): void {
    if (this.settings.runsJobs) {
      this.jobs.process<ExportJob>(EXPORT_QUEUE, (job) => this.run(job), 1);
    }
  }

  /** Exports a stopped process left pending are queued again (BullMQ ignores the duplicate id). */
  async onApplicationBootstrap(): Promise<void> {
    if (this.settings.runsJobs) {
      await this.requeuePending();
    }
  }

  async requeuePending(): Promise<void> {
    for (const exportId of await this.exports.findPendingIds(100)) {
      await this.enqueue(exportId);
    }
  }

  /** Starts an export; one at a time per user (PRIVACY.EXPORT_IN_PROGRESS otherwise). */
  async request(userId: string): Promise<DataExport> {
    const created = await this.exports.createPending(randomUUID(), userId);
    await this.enqueue(created.id);
    return created;
  }

  /** The user's latest export, whatever its state (null when they never asked). */
  latest(userId: string): Promise<DataExport | null> {
    return this.exports.findLatest(userId);
  }

  /**
   * A ready export that `mayOpen` allows (given its owner's id), or PRIVACY.EXPORT_NOT_FOUND
   * (someone else's answers the same) / EXPORT_EXPIRED.
   */
  async readyExportOrThrow(
    exportId: string,
    mayOpen: (ownerId: string) => boolean,
    now = new Date(),
  ): Promise<DataExport> {
    const found = isUuid(exportId) ? await this.exports.findById(exportId) : null;
    if (!found || !mayOpen(found.userId)) {
      throw notFound();
    }
    if (found.status === 'expired' || (found.expiresAt && found.expiresAt <= now)) {
      throw new PrivacyError(
        'PRIVACY.EXPORT_EXPIRED',
        'Este archivo caducó y se borró. Pide uno nuevo desde Tus datos.',
      );
    }
    if (found.status !== 'ready' || !found.archiveKey) {
      throw notFound();
    }
    return found;
  }

  /** The archive's bytes as a stream, and the name to save it as. */
  async openArchiveOrThrow(
    exportId: string,
    mayOpen: (ownerId: string) => boolean,
  ): Promise<{ archive: StoredMedia; fileName: string }> {
    const ready = await this.readyExportOrThrow(exportId, mayOpen);
    const archive = await this.store.get(ready.archiveKey!);
    if (!archive) {
      throw notFound();
    }
    return { archive, fileName: archiveFileName(ready.readyAt ?? ready.createdAt) };
  }

  async run(job: JobContext<ExportJob>): Promise<void> {
    const found = await this.exports.findById(job.data.exportId);
    if (!found || found.status !== 'pending') {
      return;
    }
    try {
      const data = await this.exports.readUserData(found.userId);
      if (!data) {
        return;
      }
      const generatedAt = new Date();
      const missing: string[] = [];
      const entries: ArchiveEntry[] = [
        ...data.sections.map((s) => ({
          name: s.file,
          text: () => `${JSON.stringify(s.rows, null, 2)}\n`,
        })),
        ...data.media.map((m) => ({ name: m.name, mediaKey: m.key })),
      ];
      const files = entries.map((e) => e.name);
      // written last, when every media object was read: it can tell which ones were missing
      entries.push({
        name: 'LEEME.txt',
        text: () =>
          exportReadme({
            handle: data.handle,
            generatedAt,
            files: files.map((f) => (missing.includes(f) ? `${f} (no disponible)` : f)),
          }),
      });
      const key = archiveKey(found.userId, found.id);
      const size = await this.archives.write(key, entries, missing);
      const readyAt = new Date();
      await this.exports.markReady(found.id, key, size, readyAt, expiryOf(readyAt));
      if (!(await this.exports.findById(found.id))) {
        // the account was deleted while its archive was being written
        await this.store.delete([key]);
        return;
      }
      await this.notifier.exportReady(found.userId);
    } catch (err) {
      this.log.warn(`Export ${found.id} failed (attempt ${job.attempt}): ${String(err)}`);
      if (job.isFinalAttempt) {
        await this.exports.markFailed(
          found.id,
          'No pudimos preparar el archivo. Inténtalo de nuevo.',
        );
      }
      throw err;
    }
  }

  /** Archives past their expiry leave the store. */
  async removeExpired(now = new Date()): Promise<number> {
    const expired = await this.exports.findExpired(now, 100);
    for (const e of expired) {
      if (e.archiveKey) {
        await this.store.delete([e.archiveKey]);
      }
      await this.exports.markExpired(e.id);
    }
    return expired.length;
  }

  private enqueue(exportId: string): Promise<void> {
    return this.jobs.enqueue<ExportJob>(
      EXPORT_QUEUE,
      { exportId },
      { jobId: exportId, attempts: 3, backoffMs: 5000, priority: 'low' },
    );
  }
}
