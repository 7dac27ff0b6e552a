import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { rowsOf } from '../../../platform/database/sql-rows';
import { GeneratedImage, Generation } from '../../domain/generation';
import { GenerationRepository, NewGeneration } from '../../ports/generation.repository';

const COLUMNS = `id, user_id AS "userId", prompt, preset_id AS "presetId", dimensions, mode,
  image_count AS "imageCount", private, seed::int AS seed, cost, provider, status, error, images,
  created_at AS "createdAt", completed_at AS "completedAt"`;

/**
 * Writes a generation's ledger row once (a replayed webhook or retried job finds it there) and
 * moves the balance by its delta only when the row is new.
 */
async function creditOnce(
  tx: EntityManager,
  userId: string,
  delta: number,
  reason: 'generation.settle' | 'generation.refund',
  generationId: string,
): Promise<void> {
  const written = await tx.query(
    `INSERT INTO token_ledger (user_id, delta, reason, generation_id) VALUES ($1, $2, $3, $4)
     ON CONFLICT (generation_id, reason) DO NOTHING RETURNING id`,
    [userId, delta, reason, generationId],
  );
  if (written.length > 0 && delta !== 0) {
    await tx.query(`UPDATE users SET fast_tokens = fast_tokens + $2 WHERE id = $1`, [
      userId,
      delta,
    ]);
  }
}

@Injectable()
export class TypeormGenerationRepository extends GenerationRepository {
  constructor(private readonly db: DataSource) {
    super();
  }

  async createReserving(g: NewGeneration): Promise<number | null> {
    return this.db.transaction(async (tx) => {
      // the conditional update is the lock: concurrent requests never take the balance below zero
      const charged = rowsOf<{ fast_tokens: number }>(
        await tx.query(
          `UPDATE users SET fast_tokens = fast_tokens - $2 WHERE id = $1 AND fast_tokens >= $2 RETURNING fast_tokens`,
          [g.userId, g.cost],
        ),
      );
      if (charged.length === 0) {
        return null;
      }
      await tx.query(
        `INSERT INTO generations (id, user_id, prompt, preset_id, dimensions, mode, image_count, private, seed, cost, provider)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
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
        ],
      );
      await tx.query(
        `INSERT INTO token_ledger (user_id, delta, reason, generation_id) VALUES ($1, $2, 'generation.reserve', $3)`,
        [g.userId, -g.cost, g.id],
      );
      return charged[0].fast_tokens;
    });
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
    return this.db.transaction(async (tx) => {
      const completed = rowsOf<{ user_id: string }>(
        await tx.query(
          `UPDATE generations SET status = 'completed', images = $2::jsonb, completed_at = now()
           WHERE id = $1 AND status IN ('queued', 'running') RETURNING user_id`,
          [id, JSON.stringify(images)],
        ),
      );
      if (completed.length === 0) {
        return false;
      }
      // reserve → settle: the settle row gives back the share of images not delivered (often 0)
      await creditOnce(tx, completed[0].user_id, refund, 'generation.settle', id);
      return true;
    });
  }

  async failRefunding(id: string, error: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const failed = rowsOf<{ user_id: string; cost: number }>(
        await tx.query(
          `UPDATE generations SET status = 'failed', error = $2, completed_at = now()
           WHERE id = $1 AND status IN ('queued', 'running') RETURNING user_id, cost`,
          [id, error.slice(0, 300)],
        ),
      );
      if (failed.length === 0) {
        return false;
      }
      await creditOnce(tx, failed[0].user_id, failed[0].cost, 'generation.refund', id);
      return true;
    });
  }

  async balance(userId: string): Promise<number> {
    const [row]: Array<{ fast_tokens: number }> = await this.db.query(
      `SELECT fast_tokens FROM users WHERE id = $1`,
      [userId],
    );
    return row?.fast_tokens ?? 0;
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
    const visible = o.mineOnly
      ? `user_id = $1`
      : `(user_id = $1 OR (status = 'completed' AND NOT private))`;
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
