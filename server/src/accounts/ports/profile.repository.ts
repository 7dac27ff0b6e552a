import { User } from '../domain/user';

export type ProfileDetailsPatch = Partial<Pick<User, 'fullname' | 'bio' | 'links' | 'coverImage'>>;

/** A profile as everyone sees it, found by its handle or by a handle it left behind. */
export interface PublicProfileRecord {
  id: string;
  name: string;
  fullname: string;
  image: string | null;
  bio: string;
  links: string[];
  coverImage: string | null;
}

export abstract class ProfileRepository {
  abstract saveDetails(userId: string, patch: ProfileDetailsPatch): Promise<User>;
  /**
   * Renames the user and keeps the old handle pointing at them until `reservedUntil`, in one
   * transaction. Throws ACCOUNTS.HANDLE_TAKEN when another account has the name or still holds
   * it as a handle it left behind.
   */
  abstract changeHandle(
    userId: string,
    newName: string,
    reservedUntil: Date,
    now: Date,
  ): Promise<User>;
  /** The profile whose handle is `name`, or whose handle was `name` until a redirect expiring after `now`. */
  abstract findPublic(name: string, now: Date): Promise<PublicProfileRecord | null>;
}
