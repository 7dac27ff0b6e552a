import { Injectable } from '@nestjs/common';
import { rowsOf } from '../../../platform/database/sql-rows';
import { TypeormTransactions } from '../../../platform/database/typeorm-transactions';
import { reversible } from '../../domain/ledger';
import { CreditLedger, LedgerMovement, LedgerRow } from '../../ports/credit-ledger';

function assertTokens(tokens: number): void {
  if (!Number.isSafeInteger(tokens) || tokens < 0) {
    throw new Error(`A ledger movement is a non-negative integer of tokens, got ${tokens}`);
  }
}

/**
 * The ledger on PostgreSQL: `token_ledger` rows keyed by their cause (a unique index makes a
 * repeat, even a concurrent one, write nothing) and `users.fast_tokens`, the cached sum, moved in
 * the same transaction. Moves that take tokens are conditional updates, never read-then-write.
 */
@Injectable()
export class PostgresCreditLedger extends CreditLedger {
  constructor(private readonly transactions: TypeormTransactions) {
    super();
  }

  grant(m: LedgerMovement): Promise<boolean> {
    return this.add(m, m.tokens);
  }

  settle(m: LedgerMovement): Promise<boolean> {
    return this.add(m, m.tokens);
  }

  refund(m: LedgerMovement): Promise<boolean> {
    return this.add(m, m.tokens);
  }

  reserve(m: LedgerMovement): Promise<number | null> {
    assertTokens(m.tokens);
    return this.transactions.run(async () => {
      const tx = this.transactions.manager;
      if (!(await this.insert(m, -m.tokens))) {
        return this.balance(m.userId);
      }
      const charged = rowsOf<{ fast_tokens: number }>(
        await tx.query(
          `UPDATE users SET fast_tokens = fast_tokens - $2
           WHERE id = $1 AND fast_tokens >= $2 RETURNING fast_tokens`,
          [m.userId, m.tokens],
        ),
      );
      if (charged.length === 0) {
        // not covered: the row goes again, in this same transaction, and nothing has moved
        await tx.query(`DELETE FROM token_ledger WHERE key = $1`, [m.key]);
        return null;
      }
      await this.stampBalance(m.key, charged[0].fast_tokens);
      return charged[0].fast_tokens;
    });
  }

  reverse(m: LedgerMovement): Promise<number> {
    assertTokens(m.tokens);
    return this.transactions.run(async () => {
      const tx = this.transactions.manager;
      // the user's row lock orders concurrent reversals and spends of the same balance
      const [user] = rowsOf<{ fast_tokens: number }>(
        await tx.query(`SELECT fast_tokens FROM users WHERE id = $1 FOR UPDATE`, [m.userId]),
      );
      if (!user) {
        return 0;
      }
      const taken = reversible(m.tokens, user.fast_tokens);
      if (!(await this.insert(m, -taken))) {
        return 0;
      }
      await this.move(m, -taken);
      return taken;
    });
  }

  async balance(userId: string): Promise<number> {
    const [row] = rowsOf<{ fast_tokens: number }>(
      await this.transactions.manager.query(`SELECT fast_tokens FROM users WHERE id = $1`, [
        userId,
      ]),
    );
    return row?.fast_tokens ?? 0;
  }

  async history(
    userId: string,
    { page, limit }: { page: number; limit: number },
  ): Promise<{ items: LedgerRow[]; hasNextPage: boolean }> {
    const rows = rowsOf<LedgerRow>(
      await this.transactions.manager.query(
        `SELECT id, delta, reason, balance_after AS "balanceAfter", payment_id AS "paymentId",
                generation_id AS "generationId", post_id AS "postId", created_at AS "createdAt"
         FROM token_ledger WHERE user_id = $1 AND delta <> 0
         ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
        [userId, limit + 1, (page - 1) * limit],
      ),
    );
    return { items: rows.slice(0, limit), hasNextPage: rows.length > limit };
  }

  private add(m: LedgerMovement, delta: number): Promise<boolean> {
    assertTokens(m.tokens);
    return this.transactions.run(async () => {
      if (!(await this.insert(m, delta))) {
        return false;
      }
      await this.move(m, delta);
      return true;
    });
  }

  /** Writes the row unless its key is there; true when it is new. */
  private async insert(m: LedgerMovement, delta: number): Promise<boolean> {
    const written = rowsOf<{ id: string }>(
      await this.transactions.manager.query(
        `INSERT INTO token_ledger (user_id, delta, reason, key, generation_id, payment_id, post_id, note)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (key) DO NOTHING RETURNING id`,
        [
          m.userId,
          delta,
          m.reason,
          m.key,
          m.generationId ?? null,
          m.paymentId ?? null,
          m.postId ?? null,
          m.note?.slice(0, 200) ?? null,
        ],
      ),
    );
    return written.length > 0;
  }

  private async move(m: LedgerMovement, delta: number): Promise<void> {
    const [row] = rowsOf<{ fast_tokens: number }>(
      await this.transactions.manager.query(
        `UPDATE users SET fast_tokens = fast_tokens + $2 WHERE id = $1 RETURNING fast_tokens`,
        [m.userId, delta],
      ),
    );
    if (row) {
      await this.stampBalance(m.key, row.fast_tokens);
    }
  }

  private async stampBalance(key: string, balance: number): Promise<void> {
    await this.transactions.manager.query(
      `UPDATE token_ledger SET balance_after = $2 WHERE key = $1`,
      [key, balance],
    );
  }
}
