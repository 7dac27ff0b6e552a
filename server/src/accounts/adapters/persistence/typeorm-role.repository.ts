import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { rowsOf } from '../../../platform/database/sql-rows';
import { Role } from '../../domain/user';
import { RoleHolder, RoleRepository } from '../../ports/role.repository';

@Injectable()
export class TypeormRoleRepository extends RoleRepository {
  constructor(private readonly db: DataSource) {
    super();
  }

  async roleOf(userId: string): Promise<Role | null> {
    const rows: Array<{ role: Role }> = await this.db.query(
      'SELECT role FROM users WHERE id = $1',
      [userId],
    );
    return rows[0]?.role ?? null;
  }

  async setRoleByHandle(handle: string, role: Role): Promise<RoleHolder | null> {
    const rows = rowsOf<RoleHolder>(
      await this.db.query(
        `UPDATE users SET role = $2, updated_at = now() WHERE lower(name) = lower($1)
         RETURNING id, name, role`,
        [handle, role],
      ),
    );
    return rows[0] ?? null;
  }
}
