import { Role } from '../domain/user';

/** The user a role change touched, as the admin command reports it. */
export interface RoleHolder {
  id: string;
  name: string;
  role: Role;
}

/** Reads and changes the staff role; kept apart from UserRepository so the admin command needs nothing else. */
export abstract class RoleRepository {
  /** The user's current role, read from the database on every call; null when there is no such user. */
  abstract roleOf(userId: string): Promise<Role | null>;
  /** Sets the role of the user with this handle (case-insensitive); null when there is none. */
  abstract setRoleByHandle(handle: string, role: Role): Promise<RoleHolder | null>;
}
