import { Injectable, Logger, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { JobContext, JobQueue } from '../../platform/queue/job-queue.port';
import { MediaStore } from '../../platform/storage/media-store.port';
import { PrivacyError } from '../domain/privacy.error';
import { isUnderPrefix, mediaPrefixesOf, RECENT_SIGN_IN_MS } from '../domain/your-data';
import { AccountConfirmation } from '../ports/account-confirmation';
import { AccountErasureRepository } from '../ports/account-erasure.repository';
import { ErasedPosts } from '../ports/erased-posts';
import { CLEANUP_QUEUE, PrivacySettings } from './privacy-settings';

interface CleanupJob {
  cleanupId: string;
}

export interface DeleteAccountCommand {
  /** Required for accounts with a password. */
  password?: string | null;
  /** Accounts without a password (OpenID Connect only): their handle, typed to confirm. */
  confirmation?: string | null;
}

const DELETE_BATCH = 500;

/**
 * "Eliminar cuenta": after the owner confirms, one transaction removes the account and what it
 * made (ledger and payment rows stay, anonymised, for accounting); its media objects are then
 * removed by a clean-up job from a durable outbox, retried until done, across restarts.
 */
@Injectable()
export class AccountDeletionService implements OnModuleInit, OnApplicationBootstrap {
  private readonly log = new Logger(AccountDeletionService.name);

  constructor(
    private readonly erasure: AccountErasureRepository,
    private readonly accounts: AccountConfirmation,
    private readonly posts: ErasedPosts,
    private readonly store: MediaStore,
    private readonly jobs: JobQueue,
    private readonly settings: PrivacySettings,
  ) {}

  onModuleInit(): void {
    if (this.settings.runsJobs) {
      this.jobs.process<CleanupJob>(CLEANUP_QUEUE, (job) => this.runCleanup(job), 1);
    }
  }

  /** Clean-ups the outbox still holds (a restart, a failure past its retries) are queued again. */
  async onApplicationBootstrap(): Promise<void> {
    if (this.settings.runsJobs) {
      await this.requeuePending();
    }
  }

  async requeuePending(): Promise<void> {
    for (const id of await this.erasure.pendingCleanupIds(100)) {
      const cleanup = await this.erasure.findCleanup(id);
      if (cleanup) {
        await this.enqueue(id, cleanup.attempts);
      }
    }
  }

  async deleteAccount(
    userId: string,
    sessionId: string,
    command: DeleteAccountCommand,
    client: { ip: string | null; userAgent: string | null },
  ): Promise<void> {
    const password = command.password ?? '';
    const checked = await this.accounts.confirmPassword(userId, password, client);
    if (checked === 'wrong') {
      throw password
        ? new PrivacyError('PRIVACY.WRONG_PASSWORD', 'La contraseña no es correcta.')
        : new PrivacyError(
            'PRIVACY.PASSWORD_REQUIRED',
            'Escribe tu contraseña para confirmar que quieres eliminar tu cuenta.',
          );
    }
    if (checked === 'no-password') {
      await this.confirmWithoutPassword(userId, sessionId, command.confirmation ?? '');
    }
    const erased = await this.erasure.erase(userId, mediaPrefixesOf);
    if (!erased) {
      return;
    }
    await this.accounts.sessionsEnded(erased.sessionIds).catch((err: unknown) => {
      this.log.warn(`closing sockets of a deleted account failed: ${String(err)}`);
    });
    // kept trends and searches forget the posts at once (they would answer 404 when opened)
    await this.posts.withdrawn(erased.postIds).catch((err: unknown) => {
      this.log.warn(`telling caches a deleted account's posts are gone failed: ${String(err)}`);
    });
    // the outbox row is committed: a failed enqueue is picked up by the next sweep
    await this.enqueue(erased.cleanupId, 0).catch((err: unknown) => {
      this.log.warn(`queueing media clean-up ${erased.cleanupId} failed: ${String(err)}`);
    });
  }

  /**
   * An account that signs in through a provider has no password to type: it confirms with its
   * handle, from a session opened in the last minutes (a fresh sign-in with the provider).
   */
  private async confirmWithoutPassword(
    userId: string,
    sessionId: string,
    confirmation: string,
  ): Promise<void> {
    const handle = await this.accounts.handleOf(userId);
    const typed = confirmation.trim().replace(/^@/, '');
    if (!handle || typed.toLowerCase() !== handle.toLowerCase()) {
      throw new PrivacyError(
        'PRIVACY.CONFIRMATION_MISMATCH',
        'Escribe tu nombre de usuario exactamente para confirmar.',
      );
    }
    const startedAt = await this.erasure.sessionStartedAt(sessionId);
    if (!startedAt || Date.now() - startedAt.getTime() > RECENT_SIGN_IN_MS) {
      throw new PrivacyError(
        'PRIVACY.REAUTHENTICATION_REQUIRED',
        'Por seguridad, cierra sesión, vuelve a ingresar y elimina tu cuenta en los 10 minutos siguientes.',
      );
    }
  }

  async runCleanup(job: JobContext<CleanupJob>): Promise<void> {
    const cleanup = await this.erasure.findCleanup(job.data.cleanupId);
    if (!cleanup) {
      return;
    }
    try {
      for (const prefix of cleanup.prefixes) {
        let batch: string[] = [];
        for await (const key of this.store.list(prefix)) {
          if (isUnderPrefix(key, prefix)) {
            batch.push(key);
          }
          if (batch.length >= DELETE_BATCH) {
            await this.store.delete(batch);
            batch = [];
          }
        }
        await this.store.delete(batch);
      }
      await this.erasure.cleanupDone(cleanup.id);
    } catch (err) {
      this.log.warn(`Media clean-up ${cleanup.id} failed (attempt ${job.attempt}): ${String(err)}`);
      await this.erasure.cleanupFailed(cleanup.id, String(err));
      throw err;
    }
  }

  /** The job id carries the attempts: a clean-up that failed for good is queued anew by a sweep. */
  private enqueue(cleanupId: string, attempts: number): Promise<void> {
    return this.jobs.enqueue<CleanupJob>(
      CLEANUP_QUEUE,
      { cleanupId },
      { jobId: `${cleanupId}-${attempts}`, attempts: 5, backoffMs: 2000, priority: 'low' },
    );
  }
}
