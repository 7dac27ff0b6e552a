import { PostAuthor } from '../domain/post';

export abstract class AuthorDirectory {
  /** A profile by user id or by handle (case-insensitive). */
  abstract findByIdOrHandle(idOrHandle: string): Promise<PostAuthor | null>;
}
