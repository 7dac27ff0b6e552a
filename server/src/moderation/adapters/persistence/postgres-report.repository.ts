import { Injectable } from '@nestjs/common';
import { rowsOf } from '../../../platform/database/sql-rows';
import { TypeormTransactions } from '../../../platform/database/typeorm-transactions';
import { Appeal, QueueItem, QueueQuery, QueueReport } from '../../domain/moderation';
import { ReportDraft, ReportReason, TargetRef, TargetType } from '../../domain/report';
import { ReportRepository } from '../../ports/report.repository';

/** Reports listed per queue item (the count is of all of them). */
const REPORTS_SHOWN = 50;

interface QueueRow {
  target_type: TargetType;
  target_id: string;
  since: Date;
  report_count: number;
  reason_counts: Array<{ reason: ReportReason; count: number }>;
  reports: Array<Omit<QueueReport, 'createdAt'> & { createdAt: string }>;
  appeal: (Omit<Appeal, 'target' | 'createdAt' | 'decidedAt'> & { createdAt: string }) | null;
}

@Injectable()
export class PostgresReportRepository extends ReportRepository {
  constructor(private readonly transactions: TypeormTransactions) {
    super();
  }

  private async query<T>(text: string, params: unknown[]): Promise<T[]> {
    return rowsOf<T>(await this.transactions.manager.query(text, params));
  }

  async upsertOpen(draft: ReportDraft): Promise<boolean> {
    // the partial unique index makes 20 reports at once by one reporter one row
    const [row] = await this.query<{ created: boolean }>(
      `INSERT INTO reports (reporter_id, target_type, target_id, reason, text)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (reporter_id, target_type, target_id) WHERE status = 'open'
       DO UPDATE SET reason = EXCLUDED.reason, text = EXCLUDED.text
       RETURNING (xmax = 0) AS created`,
      [draft.reporterId, draft.target.type, draft.target.id, draft.reason, draft.text],
    );
    return row.created;
  }

  async closeOpen(target: TargetRef, outcome: 'actioned' | 'dismissed'): Promise<string[]> {
    const rows = await this.query<{ reporter_id: string }>(
      `UPDATE reports SET status = $3, resolved_at = now()
       WHERE target_type = $1 AND target_id = $2 AND status = 'open' RETURNING reporter_id`,
      [target.type, target.id, outcome],
    );
    return rows.map((r) => r.reporter_id);
  }

  async queue(query: QueueQuery, pageSize: number) {
    const open = query.status === 'open';
    // open: targets with an open report or an open appeal, and comments held for review (social
    // holds them, staff release or hide them); closed: reported targets with none open
    const targets = open
      ? `SELECT target_type, target_id, min(created_at) AS since FROM (
           SELECT target_type, target_id, created_at FROM reports WHERE status = 'open'
           UNION ALL
           SELECT target_type, target_id, created_at FROM appeals WHERE status = 'open'
           UNION ALL
           SELECT 'comment', id, created_at FROM comments WHERE hidden_cause = 'review') x
         WHERE ($1::varchar IS NULL OR target_type = $1)
         GROUP BY target_type, target_id
         ORDER BY since, target_id LIMIT $2 OFFSET $3`
      : `SELECT target_type, target_id, max(resolved_at) AS since FROM reports r
         WHERE status <> 'open' AND ($1::varchar IS NULL OR target_type = $1)
           AND NOT EXISTS (SELECT 1 FROM reports o WHERE o.status = 'open'
             AND o.target_type = r.target_type AND o.target_id = r.target_id)
         GROUP BY target_type, target_id
         ORDER BY since DESC, target_id LIMIT $2 OFFSET $3`;
    const statuses = open ? `r.status = 'open'` : `r.status <> 'open'`;
    const rows = await this.query<QueueRow>(
      `WITH t AS (${targets})
       SELECT t.target_type, t.target_id, t.since,
         (SELECT count(*)::int FROM reports r
          WHERE r.target_type = t.target_type AND r.target_id = t.target_id AND ${statuses}
         ) AS report_count,
         (SELECT coalesce(jsonb_agg(jsonb_build_object('reason', reason, 'count', n)
                   ORDER BY n DESC, reason), '[]'::jsonb)
          FROM (SELECT r.reason, count(*)::int AS n FROM reports r
                WHERE r.target_type = t.target_type AND r.target_id = t.target_id AND ${statuses}
                GROUP BY r.reason) c) AS reason_counts,
         (SELECT coalesce(jsonb_agg(jsonb_build_object('id', z.id, 'reason', z.reason,
                   'text', z.text, 'reporterName', z.name, 'createdAt', z.created_at)
                   ORDER BY z.created_at DESC), '[]'::jsonb)
          FROM (SELECT r.id, r.reason, r.text, r.created_at, u.name FROM reports r
                JOIN users u ON u.id = r.reporter_id
                WHERE r.target_type = t.target_type AND r.target_id = t.target_id AND ${statuses}
                ORDER BY r.created_at DESC LIMIT ${REPORTS_SHOWN}) z) AS reports,
         (SELECT jsonb_build_object('id', a.id, 'ownerId', a.owner_id, 'text', a.text,
                   'status', a.status, 'createdAt', a.created_at)
          FROM appeals a WHERE a.target_type = t.target_type AND a.target_id = t.target_id
          ORDER BY a.created_at DESC LIMIT 1) AS appeal
       FROM t ORDER BY ${open ? 't.since, t.target_id' : 't.since DESC, t.target_id'}`,
      [query.type, pageSize + 1, (query.page - 1) * pageSize],
    );
    const items: Array<Omit<QueueItem, 'preview' | 'state'>> = rows.slice(0, pageSize).map((r) => {
      const target = { type: r.target_type, id: r.target_id };
      return {
        target,
        reportCount: r.report_count,
        reasonCounts: r.reason_counts,
        reports: r.reports.map((x) => ({ ...x, createdAt: new Date(x.createdAt) })),
        firstReportedAt: r.report_count > 0 ? r.since : null,
        appeal: r.appeal
          ? { ...r.appeal, target, createdAt: new Date(r.appeal.createdAt), decidedAt: null }
          : null,
      };
    });
    return { items, hasNextPage: rows.length > pageSize };
  }
}
