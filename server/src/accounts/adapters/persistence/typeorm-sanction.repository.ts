import { Injectable } from '@nestjs/common';
import { rowsOf } from '../../../platform/database/sql-rows';
import { TypeormTransactions } from '../../../platform/database/typeorm-transactions';
import { Sanction, SanctionRepository, SanctionState } from '../../ports/sanction.repository';

@Injectable()
export class TypeormSanctionRepository extends SanctionRepository {
  constructor(private readonly transactions: TypeormTransactions) {
    super();
  }

  private async query<T>(text: string, params: unknown[]): Promise<T[]> {
    return rowsOf<T>(await this.transactions.manager.query(text, params));
  }

  async stateOf(userId: string): Promise<SanctionState | null> {
    const [row] = await this.query<SanctionState>(
      `SELECT id, name, fullname, image, suspended_until AS "suspendedUntil", banned_at AS "bannedAt",
         sanction_reason AS reason
       FROM users WHERE id = $1`,
      [userId],
    );
    return row ?? null;
  }

  async set(userId: string, sanction: Sanction): Promise<void> {
    await this.query(
      `UPDATE users SET suspended_until = $2, banned_at = $3, sanction_reason = $4 WHERE id = $1`,
      [userId, sanction.suspendedUntil, sanction.bannedAt, sanction.reason],
    );
  }

  async revokeSessions(userId: string, now: Date): Promise<string[]> {
    const rows = await this.query<{ id: string }>(
      `UPDATE user_sessions SET revoked_at = $2
       WHERE user_id = $1 AND revoked_at IS NULL RETURNING id`,
      [userId, now],
    );
    return rows.map((r) => r.id);
  }
}
