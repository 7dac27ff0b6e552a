import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PendingUpload, UploadRepository } from '../../ports/upload.repository';

@Injectable()
export class TypeormUploadRepository extends UploadRepository {
  constructor(private readonly db: DataSource) {
    super();
  }

  async create(u: PendingUpload): Promise<void> {
    await this.db.query(
      `INSERT INTO uploads (id, owner_id, storage_key, content_type, kind, original_name, size)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [u.id, u.ownerId, u.storageKey, u.contentType, u.kind, u.originalName, u.size],
    );
  }

  async findOwned(id: string, ownerId: string): Promise<PendingUpload | null> {
    const rows = await this.db.query(
      `SELECT id, owner_id AS "ownerId", storage_key AS "storageKey", content_type AS "contentType", kind,
              original_name AS "originalName", size::int AS size
       FROM uploads WHERE id = $1 AND owner_id = $2`,
      [id, ownerId],
    );
    return rows[0] ?? null;
  }

  async delete(id: string): Promise<void> {
    await this.db.query(`DELETE FROM uploads WHERE id = $1`, [id]);
  }
}
