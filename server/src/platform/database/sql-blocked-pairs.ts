import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BlockedPairs } from '../../kernel/audience';

@Injectable()
export class SqlBlockedPairs extends BlockedPairs {
  constructor(private readonly db: DataSource) {
    super();
  }

  async between(userId: string, otherId: string): Promise<boolean> {
    if (userId === otherId) {
      return false;
    }
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM user_blocks
       WHERE (blocker_id = $1 AND blocked_id = $2) OR (blocker_id = $2 AND blocked_id = $1) LIMIT 1`,
      [userId, otherId],
    );
    return rows.length > 0;
  }
}
