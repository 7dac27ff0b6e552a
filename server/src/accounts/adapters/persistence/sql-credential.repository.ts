import { Injectable } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { rowsOf } from '../../../platform/database/sql-rows';
import { TypeormTransactions } from '../../../platform/database/typeorm-transactions';
import { AccountsError } from '../../domain/accounts.error';
import {
  AccountTokenKind,
  CredentialRepository,
  NewAccountToken,
  UsedAccountToken,
} from '../../ports/credential.repository';

const UNIQUE_VIOLATION = '23505';

@Injectable()
export class SqlCredentialRepository extends CredentialRepository {
  constructor(private readonly transactions: TypeormTransactions) {
    super();
  }

  private async query<T>(text: string, params: unknown[]): Promise<T[]> {
    return rowsOf<T>(await this.transactions.manager.query(text, params));
  }

  async passwordHashOf(userId: string): Promise<string | null> {
    const [row] = await this.query<{ hash: string | null }>(
      `SELECT password_hash AS hash FROM users WHERE id = $1`,
      [userId],
    );
    return row?.hash ?? null;
  }

  async setPasswordHash(userId: string, hash: string): Promise<void> {
    // a new password spends every reset link still open: one mailed earlier opens nothing now
    await this.query(
      `WITH spent AS (
         UPDATE account_tokens SET used_at = now()
         WHERE user_id = $1 AND kind = 'reset-password' AND used_at IS NULL
       )
       UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1`,
      [userId, hash],
    );
  }

  async revokeSessions(userId: string, now: Date, keep?: string): Promise<string[]> {
    const rows = await this.query<{ id: string }>(
      `UPDATE user_sessions SET revoked_at = $2
       WHERE user_id = $1 AND revoked_at IS NULL AND ($3::uuid IS NULL OR id <> $3::uuid)
       RETURNING id`,
      [userId, now, keep ?? null],
    );
    return rows.map((r) => r.id);
  }

  async saveToken(token: NewAccountToken): Promise<void> {
    await this.query(
      `INSERT INTO account_tokens (token_hash, user_id, kind, email, expires_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [token.tokenHash, token.userId, token.kind, token.email, token.expiresAt],
    );
  }

  async useToken(
    tokenHash: string,
    kind: AccountTokenKind,
    now: Date,
  ): Promise<UsedAccountToken | null> {
    const [row] = await this.query<UsedAccountToken>(
      `UPDATE account_tokens SET used_at = $3
       WHERE token_hash = $1 AND kind = $2 AND used_at IS NULL AND expires_at > $3
       RETURNING user_id AS "userId", email`,
      [tokenHash, kind, now],
    );
    return row ?? null;
  }

  async markEmailVerified(userId: string, email: string, now: Date): Promise<boolean> {
    const rows = await this.query<{ id: string }>(
      `UPDATE users SET email_verified_at = COALESCE(email_verified_at, $3)
       WHERE id = $1 AND lower(email) = lower($2) RETURNING id`,
      [userId, email, now],
    );
    return rows.length > 0;
  }

  async changeEmail(userId: string, email: string, now: Date): Promise<void> {
    try {
      await this.query(
        `UPDATE users SET email = $2, email_verified_at = $3, updated_at = now() WHERE id = $1`,
        [userId, email, now],
      );
    } catch (error) {
      const code = (error as QueryFailedError & { driverError?: { code?: string } }).driverError
        ?.code;
      if (code === UNIQUE_VIOLATION) {
        throw new AccountsError('ACCOUNTS.EMAIL_TAKEN', 'Ese correo ya está registrado.');
      }
      throw error;
    }
  }

  async isEmailTaken(email: string): Promise<boolean> {
    const rows = await this.query<{ id: string }>(
      `SELECT id FROM users WHERE lower(email) = lower($1) LIMIT 1`,
      [email],
    );
    return rows.length > 0;
  }
}
