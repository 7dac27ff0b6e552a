import { Injectable } from '@nestjs/common';
import { AccountsError } from '../domain/accounts.error';
import { Role } from '../domain/user';
import { RoleHolder, RoleRepository } from '../ports/role.repository';

/** Grants and revokes the staff role (the admin command), and answers whether someone holds it now. */
@Injectable()
export class StaffRolesService {
  constructor(private readonly roles: RoleRepository) {}

  /** Read fresh on every call: a revoke takes effect on the next request, whatever tokens say. */
  async isStaff(userId: string): Promise<boolean> {
    return (await this.roles.roleOf(userId)) === 'staff';
  }

  grantStaffOrThrow(handle: string): Promise<RoleHolder> {
    return this.setRoleOrThrow(handle, 'staff');
  }

  revokeStaffOrThrow(handle: string): Promise<RoleHolder> {
    return this.setRoleOrThrow(handle, 'user');
  }

  private async setRoleOrThrow(handle: string, role: Role): Promise<RoleHolder> {
    const name = handle.trim().replace(/^@/, '');
    const holder = name ? await this.roles.setRoleByHandle(name, role) : null;
    if (!holder) {
      throw new AccountsError(
        'ACCOUNTS.USER_NOT_FOUND',
        `No existe ningún usuario «${name || handle}».`,
      );
    }
    return holder;
  }
}
