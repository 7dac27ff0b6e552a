import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PostAuthor } from '../../domain/post';
import { AuthorDirectory } from '../../ports/author-directory';

@Injectable()
export class TypeormAuthorDirectory extends AuthorDirectory {
  constructor(private readonly db: DataSource) {
    super();
  }

  async findByIdOrHandle(idOrHandle: string): Promise<PostAuthor | null> {
    const byId = /^[0-9a-f-]{36}$/i.test(idOrHandle);
    const rows: PostAuthor[] = await this.db.query(
      `SELECT id, name, fullname, image, score, plan FROM users WHERE ${byId ? 'id = $1::uuid' : 'lower(name) = lower($1)'}`,
      [idOrHandle.replace(/^@/, '')],
    );
    return rows[0] ?? null;
  }
}
