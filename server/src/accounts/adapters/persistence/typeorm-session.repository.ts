import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { namedQuery } from '../../../platform/database/named-query';
import { ActiveSessionUser, NewSession, SessionRepository } from '../../ports/session.repository';
import { SessionEntity, SessionRow } from './user.entity-schema';

@Injectable()
export class TypeormSessionRepository extends SessionRepository {
  constructor(@InjectRepository(SessionEntity) private readonly repo: Repository<SessionRow>) {
    super();
  }

  async create(session: NewSession): Promise<void> {
    await this.repo.insert(session);
  }

  async findActiveUser(id: string, userId: string, now: Date): Promise<ActiveSessionUser | null> {
    const [row] = await namedQuery<ActiveSessionUser>(
      this.repo.manager.connection,
      'accounts.active-session-user',
      `SELECT u.id, u.name, u.plan, u.created_at AS "createdAt", u.browsing_level AS "browsingLevel",
         u.suspended_until AS "suspendedUntil", u.banned_at AS "bannedAt"
       FROM user_sessions s JOIN users u ON u.id = s.user_id
       WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL AND s.expires_at > $3`,
      [id, userId, now],
    );
    return row ?? null;
  }

  async revoke(id: string, now: Date): Promise<void> {
    await this.repo.update({ id, revokedAt: IsNull() }, { revokedAt: now });
  }
}
