import { Module } from '@nestjs/common';
import { StaffRolesService } from './application/staff-roles.service';
import { TypeormRoleRepository } from './adapters/persistence/typeorm-role.repository';
import { RoleRepository } from './ports/role.repository';

/** Just what `npm run admin` needs of accounts: the staff role, on the database alone. */
@Module({
  providers: [StaffRolesService, { provide: RoleRepository, useClass: TypeormRoleRepository }],
  exports: [StaffRolesService],
})
export class StaffAdminModule {}
