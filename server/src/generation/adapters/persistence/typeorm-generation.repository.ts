import { notBlockedSql, notMutedSql } from '../../../kernel/audience';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ledgerKeys, CreditLedger } from '../../../billing/billing.public';
import { rowsOf } from '../../../platform/database/sql-rows';
import { TypeormTransactions } from '../../../platform/database/typeorm-transactions';
import { GeneratedImage, Generation } from '../../domain/generation';
import { GenerationRepository, NewGeneration } from '../../ports/generation.repository';

const COLUMNS = `id, user_id AS "userId", prompt, preset_id AS "presetId", dimensions, mode,
  image_count AS "imageCount", private, seed::int AS seed, cost, provider, status, error, images,
  created_at AS "createdAt", completed_at AS "completedAt", input_image_key AS "inputImageKey"`;

/** The balance did not cover the cost: rolls the generation's insert back. */
class NotCovered extends Error {}

@Injectable()
export class TypeormGenerationRepository extends GenerationRepository {
  constructor(
    private readonly db: DataSource,
    private readonly transactions: TypeormTransactions,
    private readonly ledger: CreditLedger,
  ) {
    super();
  }

  async createReserving(g: NewGeneration): Promise<number | null> {
    try {
      return await this.transactions.run(async () => {
        await this.insert(g);
        const remaining = await this.ledger.reserve({
          userId: g.userId,
          tokens: g.cost,
          reason: 'generation.reserve',
          key: ledgerKeys.generation(g.id, 'reserve'),
          generationId: g.id,
        });
        if (remaining === null) {
          throw new NotCovered();
        }
        return remaining;
      });
    } catch (err) {
      if (err instanceof NotCovered) {
        return null;
      }
      throw err;
    }
  }

  private async insert(g: NewGeneration): Promise<void> {
    await this.transactions.manager.query(
      `INSERT INTO generations (id, user_id, prompt, preset_id, dimensions, mode, image_count, private, seed, cost, provider, input_image_key)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        g.id,
        g.userId,
        g.prompt,
        g.presetId,
        g.dimensions,
        g.mode,
        g.imageCount,
        g.private,
        g.seed,
        g.cost,
        g.provider,
        g.inputImageKey,
      ],
    );
  }

  async findById(id: string): Promise<Generation | null> {
    const rows: Generation[] = await this.db.query(
      `SELECT ${COLUMNS} FROM generations WHERE id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  async findByProviderJob(provider: string, providerJobId: string): Promise<Generation | null> {
    const rows: Generation[] = await this.db.query(
      `SELECT ${COLUMNS} FROM generations WHERE provider = $1 AND provider_job_id = $2`,
      [provider, providerJobId],
    );
    return rows[0] ?? null;
  }

  async setProviderJob(id: string, providerJobId: string): Promise<void> {
    await this.db.query(`UPDATE generations SET provider_job_id = $2 WHERE id = $1`, [
      id,
      providerJobId.slice(0, 100),
    ]);
  }

  async markRunning(id: string): Promise<void> {
    await this.db.query(
      `UPDATE generations SET status = 'running' WHERE id = $1 AND status = 'queued'`,
      [id],
    );
  }

  async complete(id: string, images: GeneratedImage[], refund: number): Promise<boolean> {
    return this.transactions.run(async () => {
      const completed = rowsOf<{ user_id: string }>(
        await this.transactions.manager.query(
          `UPDATE generations SET status = 'completed', images = $2::jsonb, completed_at = now()
           WHERE id = $1 AND status IN ('queued', 'running') RETURNING user_id`,
          [id, JSON.stringify(images)],
        ),
      );
      if (completed.length === 0) {
        return false;
      }
      // reserve → settle: the settle row gives back the share of images not delivered (often 0)
      await this.ledger.settle({
        userId: completed[0].user_id,
        tokens: refund,
        reason: 'generation.settle',
        key: ledgerKeys.generation(id, 'settle'),
        generationId: id,
      });
      return true;
    });
  }

  async failRefunding(id: string, error: string): Promise<boolean> {
    return this.transactions.run(async () => {
      const failed = rowsOf<{ user_id: string; cost: number }>(
        await this.transactions.manager.query(
          `UPDATE generations SET status = 'failed', error = $2, completed_at = now()
           WHERE id = $1 AND status IN ('queued', 'running') RETURNING user_id, cost`,
          [id, error.slice(0, 300)],
        ),
      );
      if (failed.length === 0) {
        return false;
      }
      await this.ledger.refund({
        userId: failed[0].user_id,
        tokens: failed[0].cost,
        reason: 'generation.refund',
        key: ledgerKeys.generation(id, 'refund'),
        generationId: id,
      });
      return true;
    });
  }

  balance(userId: string): Promise<number> {
    return this.ledger.balance(userId);
  }

  async unsettled(): Promise<Array<{ id: string; userId: string; createdAt: Date }>> {
    return this.db.query(
      `SELECT id, user_id AS "userId", created_at AS "createdAt" FROM generations
       WHERE status IN ('queued', 'running') ORDER BY created_at`,
    );
  }

  async list(
    viewerId: string | null,
    o: { page: number; limit: number; query: string | null; mineOnly: boolean },
  ) {
    const params: unknown[] = [viewerId, o.limit + 1, (o.page - 1) * o.limit];
    // others' public generations, but none of a user the viewer blocked, muted or was blocked by
    const visible = o.mineOnly
      ? `user_id = $1`
      : `(user_id = $1 OR (status = 'completed' AND NOT private
           AND ${notBlockedSql('$1::uuid', 'generations.user_id')} AND ${notMutedSql('$1::uuid', 'generations.user_id')}))`;
    let search = '';
    if (o.query) {
      params.push(`%${o.query.replace(/[%_\\]/g, (c) => `\\${c}`)}%`);
      search = `AND mixel_unaccent(lower(prompt)) LIKE mixel_unaccent(lower($${params.length}))`;
    }
    const rows: Generation[] = await this.db.query(
      `SELECT ${COLUMNS} FROM generations WHERE ${visible} ${search}
       ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
      params,
    );
    return { items: rows.slice(0, o.limit), hasNextPage: rows.length > o.limit };
  }
}
