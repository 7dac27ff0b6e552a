import { Injectable } from '@nestjs/common';
import { rowsOf } from '../../../platform/database/sql-rows';
import { TypeormTransactions } from '../../../platform/database/typeorm-transactions';
import { Appeal } from '../../domain/moderation';
import { TargetRef, TargetType } from '../../domain/report';
import { AppealRepository } from '../../ports/appeal.repository';

interface Row {
  id: string;
  owner_id: string;
  target_type: TargetType;
  target_id: string;
  text: string;
  status: Appeal['status'];
  created_at: Date;
  decided_at: Date | null;
}

const toAppeal = (r: Row): Appeal => ({
  id: r.id,
  ownerId: r.owner_id,
  target: { type: r.target_type, id: r.target_id },
  text: r.text,
  status: r.status,
  createdAt: r.created_at,
  decidedAt: r.decided_at,
});

@Injectable()
export class PostgresAppealRepository extends AppealRepository {
  constructor(private readonly transactions: TypeormTransactions) {
    super();
  }

  private async query<T>(text: string, params: unknown[]): Promise<T[]> {
    return rowsOf<T>(await this.transactions.manager.query(text, params));
  }

  async add(ownerId: string, target: TargetRef, text: string): Promise<Appeal | null> {
    // the unique index answers a second appeal, even two sent at once
    const [row] = await this.query<Row>(
      `INSERT INTO appeals (owner_id, target_type, target_id, text) VALUES ($1, $2, $3, $4)
       ON CONFLICT (owner_id, target_type, target_id) DO NOTHING RETURNING *`,
      [ownerId, target.type, target.id, text],
    );
    return row ? toAppeal(row) : null;
  }

  async findFor(ownerId: string, target: TargetRef): Promise<Appeal | null> {
    const [row] = await this.query<Row>(
      `SELECT * FROM appeals WHERE owner_id = $1 AND target_type = $2 AND target_id = $3`,
      [ownerId, target.type, target.id],
    );
    return row ? toAppeal(row) : null;
  }

  async decideOpen(
    target: TargetRef,
    status: 'accepted' | 'rejected',
    staffId: string,
  ): Promise<Appeal | null> {
    const [row] = await this.query<Row>(
      `UPDATE appeals SET status = $3, decided_at = now(), decided_by = $4
       WHERE target_type = $1 AND target_id = $2 AND status = 'open' RETURNING *`,
      [target.type, target.id, status, staffId],
    );
    return row ? toAppeal(row) : null;
  }
}
