import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, Repository } from 'typeorm';
import { TypeormTransactions } from '../../../platform/database/typeorm-transactions';
import { AccountsError } from '../../domain/accounts.error';
import { User, UserWithCredential } from '../../domain/user';
import {
  ProfileDetailsPatch,
  ProfileRepository,
  PublicProfileRecord,
} from '../../ports/profile.repository';
import { UserEntity } from './user.entity-schema';

const UNIQUE_VIOLATION = '23505';

const HANDLE_TAKEN = () =>
  new AccountsError('ACCOUNTS.HANDLE_TAKEN', 'Ese nombre de usuario ya está en uso.');

const QUERIES = {
  /** Someone else holds the name as a handle they left behind, still reserved. */
  reservedByOther: `SELECT 1 FROM handle_redirects
                    WHERE old_name = lower($1) AND user_id <> $2 AND expires_at > $3`,
  /** Taking back one's own old handle ends its redirect. */
  reclaim: `DELETE FROM handle_redirects WHERE old_name = lower($1) AND user_id = $2`,
  oldName: `SELECT name FROM users WHERE id = $1 FOR UPDATE`,
  keep: `INSERT INTO handle_redirects (old_name, user_id, expires_at) VALUES (lower($1), $2, $3)
         ON CONFLICT (old_name) DO UPDATE SET user_id = EXCLUDED.user_id,
           expires_at = EXCLUDED.expires_at, created_at = now()`,
  findPublic: `SELECT u.id, u.name, u.fullname, u.image, u.bio, u.links, u.cover_image AS "coverImage"
               FROM users u
               WHERE lower(u.name) = lower($1)
               UNION ALL
               SELECT u.id, u.name, u.fullname, u.image, u.bio, u.links, u.cover_image
               FROM handle_redirects r JOIN users u ON u.id = r.user_id
               WHERE r.old_name = lower($1) AND r.expires_at > $2
               LIMIT 1`,
};

@Injectable()
export class TypeormProfileRepository extends ProfileRepository {
  constructor(
    @InjectRepository(UserEntity) private readonly repo: Repository<UserWithCredential>,
    private readonly transactions: TypeormTransactions,
  ) {
    super();
  }

  async saveDetails(userId: string, patch: ProfileDetailsPatch): Promise<User> {
    if (Object.keys(patch).length > 0) {
      await this.repo.update({ id: userId }, patch);
    }
    return this.repo.findOneOrFail({ where: { id: userId } });
  }

  async changeHandle(
    userId: string,
    newName: string,
    reservedUntil: Date,
    now: Date,
  ): Promise<User> {
    try {
      await this.transactions.run(async () => {
        const q = (sql: string, params: unknown[]) =>
          this.transactions.manager.query(sql, params) as Promise<Array<{ name?: string }>>;
        const [current] = await q(QUERIES.oldName, [userId]);
        if (!current?.name || current.name === newName) {
          return;
        }
        if ((await q(QUERIES.reservedByOther, [newName, userId, now])).length > 0) {
          throw HANDLE_TAKEN();
        }
        await q(QUERIES.reclaim, [newName, userId]);
        await q('UPDATE users SET name = $2, updated_at = now() WHERE id = $1', [userId, newName]);
        await q(QUERIES.keep, [current.name, userId, reservedUntil]);
      });
    } catch (err) {
      if (
        err instanceof QueryFailedError &&
        (err.driverError as { code?: string }).code === UNIQUE_VIOLATION
      ) {
        throw HANDLE_TAKEN();
      }
      throw err;
    }
    return this.repo.findOneOrFail({ where: { id: userId } });
  }

  async findPublic(name: string, now: Date): Promise<PublicProfileRecord | null> {
    const rows = (await this.transactions.manager.query(QUERIES.findPublic, [
      name,
      now,
    ])) as PublicProfileRecord[];
    return rows[0] ?? null;
  }
}
