import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, MoreThan, Repository } from 'typeorm';
import { NewSession, Session, SessionRepository } from '../../ports/session.repository';
import { SessionEntity, SessionRow } from './user.entity-schema';

@Injectable()
export class TypeormSessionRepository extends SessionRepository {
  constructor(@InjectRepository(SessionEntity) private readonly repo: Repository<SessionRow>) {
    super();
  }

  async create(session: NewSession): Promise<void> {
    await this.repo.insert(session);
  }

  async findActive(id: string, now: Date): Promise<Session | null> {
    return this.repo.findOne({
      select: { id: true, userId: true, expiresAt: true },
      where: { id, revokedAt: IsNull(), expiresAt: MoreThan(now) },
    });
  }

  async revoke(id: string, now: Date): Promise<void> {
    await this.repo.update({ id, revokedAt: IsNull() }, { revokedAt: now });
  }
}
