import type { ContentLevel } from '../../../kernel/content-level';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, QueryFailedError, Repository } from 'typeorm';
import { CreditLedger } from '../../../billing/billing.public';
import { TypeormTransactions } from '../../../platform/database/typeorm-transactions';
import { AccountsError } from '../../domain/accounts.error';
import { User, UserWithCredential } from '../../domain/user';
import { NewUser, ProfilePatch, UserRepository } from '../../ports/user.repository';
import { IdentityEntity, UserEntity } from './user.entity-schema';

const UNIQUE_VIOLATION = '23505';

function withoutCredential(row: UserWithCredential): User {
  const { passwordHash: _omitted, ...user } = row;
  return user;
}

@Injectable()
export class TypeormUserRepository extends UserRepository {
  constructor(
    @InjectRepository(UserEntity) private readonly repo: Repository<UserWithCredential>,
    private readonly dataSource: DataSource,
    private readonly transactions: TypeormTransactions,
    private readonly ledger: CreditLedger,
  ) {
    super();
  }

  async findById(id: string): Promise<User | null> {
    return this.repo.findOne({ where: { id } });
  }

  async findByLoginWithCredential(login: string): Promise<UserWithCredential | null> {
    const value = login.replace(/^@/, '');
    return this.repo
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where(
        value.includes('@') ? 'lower(u.email) = lower(:value)' : 'lower(u.name) = lower(:value)',
        {
          value,
        },
      )
      .getOne();
  }

  async isHandleTaken(name: string): Promise<boolean> {
    const taken = await this.repo
      .createQueryBuilder('u')
      .where('lower(u.name) = lower(:name)', { name })
      .getExists();
    return taken || this.isHandleReserved(name);
  }

  /** A handle someone left behind less than 30 days ago still redirects to them: nobody takes it. */
  private async isHandleReserved(name: string): Promise<boolean> {
    const rows = (await this.transactions.manager.query(
      'SELECT 1 FROM handle_redirects WHERE old_name = lower($1) AND expires_at > now()',
      [name],
    )) as unknown[];
    return rows.length > 0;
  }

  async create(user: NewUser): Promise<User> {
    const { grant, ...fields } = user;
    try {
      const id = await this.transactions.run(async () => {
        if (await this.isHandleReserved(fields.name)) {
          throw new AccountsError('ACCOUNTS.HANDLE_TAKEN', 'Ese nombre de usuario ya está en uso.');
        }
        const users = this.transactions.manager.getRepository(UserEntity);
        const saved = await users.save(users.create({ ...fields, fastTokens: 0 }));
        if (fields.fastTokens !== 0) {
          // the starting balance enters through the ledger, like every later move of it
          await this.ledger.grant({
            userId: saved.id,
            tokens: fields.fastTokens,
            reason: grant,
            key: `${grant}:${saved.id}`,
          });
        }
        return saved.id;
      });
      // re-read: the database fills in the defaults (score, timestamps, nullable columns)
      return withoutCredential(await this.repo.findOneOrFail({ where: { id } }));
    } catch (err) {
      throw this.translate(err);
    }
  }

  async updateProfile(id: string, patch: ProfilePatch): Promise<User> {
    if (Object.keys(patch).length > 0) {
      await this.repo.update({ id }, patch);
    }
    return this.repo.findOneOrFail({ where: { id } });
  }

  async setBrowsingLevel(
    id: string,
    level: ContentLevel,
    adultConfirmedAt: Date | null,
  ): Promise<User> {
    await this.dataSource.query(
      `UPDATE users SET browsing_level = $2,
         adult_confirmed_at = coalesce(adult_confirmed_at, $3::timestamptz), updated_at = now()
       WHERE id = $1`,
      [id, level, adultConfirmedAt],
    );
    return this.repo.findOneOrFail({ where: { id } });
  }

  async findByIdentity(provider: string, subject: string): Promise<User | null> {
    const identity = await this.dataSource
      .getRepository(IdentityEntity)
      .findOne({ where: { provider, subject } });
    return identity ? this.findById(identity.userId) : null;
  }

  async linkIdentity(userId: string, provider: string, subject: string): Promise<void> {
    await this.dataSource
      .getRepository(IdentityEntity)
      .createQueryBuilder()
      .insert()
      .values({ userId, provider, subject })
      .orIgnore()
      .execute();
  }

  private translate(err: unknown): unknown {
    if (
      err instanceof QueryFailedError &&
      (err.driverError as { code?: string }).code === UNIQUE_VIOLATION
    ) {
      const constraint = (err.driverError as { constraint?: string }).constraint ?? '';
      return constraint.includes('email')
        ? new AccountsError('ACCOUNTS.EMAIL_TAKEN', 'Ese correo electrónico ya está registrado.')
        : new AccountsError('ACCOUNTS.HANDLE_TAKEN', 'Ese nombre de usuario ya está en uso.');
    }
    return err;
  }
}
