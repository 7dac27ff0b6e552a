import { Injectable } from '@nestjs/common';
import { rowsOf } from '../../../platform/database/sql-rows';
import { TypeormTransactions } from '../../../platform/database/typeorm-transactions';
import { AuditDraft, AuditEntry, ModerationAction, TargetState } from '../../domain/moderation';
import { TargetRef, TargetType } from '../../domain/report';
import { AuditLog } from '../../ports/audit-log';

interface Row {
  id: string;
  actor_id: string;
  actor_name: string;
  target_type: TargetType;
  target_id: string;
  action: ModerationAction;
  reason: string;
  before: TargetState;
  after: TargetState;
  created_at: Date;
}

const toEntry = (r: Row): AuditEntry => ({
  id: String(r.id),
  actorId: r.actor_id,
  actorName: r.actor_name,
  target: { type: r.target_type, id: r.target_id },
  action: r.action,
  reason: r.reason,
  before: r.before,
  after: r.after,
  createdAt: r.created_at,
});

@Injectable()
export class PostgresAuditLog extends AuditLog {
  constructor(private readonly transactions: TypeormTransactions) {
    super();
  }

  private async query<T>(text: string, params: unknown[]): Promise<T[]> {
    return rowsOf<T>(await this.transactions.manager.query(text, params));
  }

  async append(entry: AuditDraft): Promise<AuditEntry> {
    const [row] = await this.query<Row>(
      `INSERT INTO moderation_audit
         (actor_id, actor_name, target_type, target_id, action, reason, before, after)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb) RETURNING *`,
      [
        entry.actorId,
        entry.actorName,
        entry.target.type,
        entry.target.id,
        entry.action,
        entry.reason,
        JSON.stringify(entry.before),
        JSON.stringify(entry.after),
      ],
    );
    return toEntry(row);
  }

  async page(target: TargetRef | null, page: number, pageSize: number) {
    const rows = await this.query<Row>(
      `SELECT * FROM moderation_audit
       WHERE ($1::varchar IS NULL OR (target_type = $1 AND target_id = $2::uuid))
       ORDER BY id DESC LIMIT $3 OFFSET $4`,
      [target?.type ?? null, target?.id ?? null, pageSize + 1, (page - 1) * pageSize],
    );
    return { items: rows.slice(0, pageSize).map(toEntry), hasNextPage: rows.length > pageSize };
  }
}
