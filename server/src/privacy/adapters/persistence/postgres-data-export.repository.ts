import { Injectable } from '@nestjs/common';
import { DataSource, QueryFailedError } from 'typeorm';
import { PrivacyError } from '../../domain/privacy.error';
import { DataExport } from '../../domain/your-data';
import {
  DataExportRepository,
  ExportMedia,
  ExportSection,
  UserData,
} from '../../ports/data-export.repository';

interface Row {
  id: string;
  user_id: string;
  status: DataExport['status'];
  archive_key: string | null;
  size: string | null;
  error: string | null;
  created_at: Date;
  ready_at: Date | null;
  expires_at: Date | null;
}

const toExport = (r: Row): DataExport => ({
  id: r.id,
  userId: r.user_id,
  status: r.status,
  archiveKey: r.archive_key,
  size: r.size === null ? null : Number(r.size),
  error: r.error,
  createdAt: r.created_at,
  readyAt: r.ready_at,
  expiresAt: r.expires_at,
});

/** The JSON files of the archive: each one query of the user's rows, oldest first. */
const SECTIONS: { file: string; sql: string }[] = [
  {
    file: 'publicaciones.json',
    sql: `SELECT id, kind, title, description, hashtags, mentions, category, visibility, monetizable,
            content_level, status, width, height, duration_sec, original_name, original_content_type,
            original_size, editable_name, view_count, like_count, comment_count, download_count,
            generation, created_at, updated_at
          FROM posts WHERE author_id = $1 ORDER BY created_at`,
  },
  {
    file: 'comentarios.json',
    sql: `SELECT id, post_id, parent_id, body, mentions, like_count, reply_count, created_at
          FROM comments WHERE author_id = $1 ORDER BY created_at`,
  },
  {
    file: 'me-gusta.json',
    sql: `SELECT 'post' AS target, post_id AS id, created_at FROM post_likes WHERE user_id = $1
          UNION ALL
          SELECT 'comment', comment_id, created_at FROM comment_likes WHERE user_id = $1
          ORDER BY created_at`,
  },
  {
    file: 'seguimientos.json',
    sql: `SELECT 'sigo' AS relation, u.name AS handle, f.created_at
          FROM follows f JOIN users u ON u.id = f.followee_id WHERE f.follower_id = $1
          UNION ALL
          SELECT 'me sigue', u.name, f.created_at
          FROM follows f JOIN users u ON u.id = f.follower_id WHERE f.followee_id = $1
          ORDER BY created_at`,
  },
  {
    file: 'generaciones.json',
    sql: `SELECT id, prompt, preset_id, dimensions, mode, image_count, private, seed, cost,
            provider, status, error, created_at, completed_at
          FROM generations WHERE user_id = $1 ORDER BY created_at`,
  },
  {
    file: 'movimientos-de-creditos.json',
    sql: `SELECT id, delta, balance_after, reason, note, post_id, generation_id, payment_id, created_at
          FROM token_ledger WHERE user_id = $1 ORDER BY created_at, id`,
  },
  {
    file: 'pagos.json',
    sql: `SELECT id, gateway, method, status, amount, currency, kind, credits, plan, cycle,
            granted_tokens, created_at, updated_at
          FROM payments WHERE user_id = $1 ORDER BY created_at`,
  },
];

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/heic': 'heic',
  'image/heif': 'heif',
  'image/avif': 'avif',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
};

const extensionOf = (contentType: string | null, key: string): string =>
  (contentType && EXTENSIONS[contentType]) ?? /\.(\w{2,5})$/.exec(key)?.[1] ?? 'bin';

@Injectable()
export class PostgresDataExportRepository extends DataExportRepository {
  constructor(private readonly db: DataSource) {
    super();
  }

  async createPending(id: string, userId: string): Promise<DataExport> {
    try {
      const rows: Row[] = await this.db.query(
        `INSERT INTO data_exports (id, user_id) VALUES ($1, $2) RETURNING *`,
        [id, userId],
      );
      return toExport(rows[0]);
    } catch (err) {
      if (
        err instanceof QueryFailedError &&
        (err as unknown as { constraint?: string }).constraint === 'data_exports_one_pending'
      ) {
        throw new PrivacyError(
          'PRIVACY.EXPORT_IN_PROGRESS',
          'Ya estamos preparando tus datos. Te avisaremos cuando estén listos.',
        );
      }
      throw err;
    }
  }

  async findById(id: string): Promise<DataExport | null> {
    const rows: Row[] = await this.db.query(`SELECT * FROM data_exports WHERE id = $1`, [id]);
    return rows[0] ? toExport(rows[0]) : null;
  }

  async findLatest(userId: string): Promise<DataExport | null> {
    const rows: Row[] = await this.db.query(
      `SELECT * FROM data_exports WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1`,
      [userId],
    );
    return rows[0] ? toExport(rows[0]) : null;
  }

  async markReady(
    id: string,
    key: string,
    size: number,
    readyAt: Date,
    expiresAt: Date,
  ): Promise<void> {
    await this.db.query(
      `UPDATE data_exports SET status = 'ready', archive_key = $2, size = $3, ready_at = $4,
         expires_at = $5, error = NULL
       WHERE id = $1 AND status = 'pending'`,
      [id, key, size, readyAt, expiresAt],
    );
  }

  async markFailed(id: string, error: string): Promise<void> {
    await this.db.query(
      `UPDATE data_exports SET status = 'failed', error = left($2, 300)
       WHERE id = $1 AND status = 'pending'`,
      [id, error],
    );
  }

  async findPendingIds(limit: number): Promise<string[]> {
    const rows: { id: string }[] = await this.db.query(
      `SELECT id FROM data_exports WHERE status = 'pending' ORDER BY created_at LIMIT $1`,
      [limit],
    );
    return rows.map((r) => r.id);
  }

  async findExpired(now: Date, limit: number): Promise<DataExport[]> {
    const rows: Row[] = await this.db.query(
      `SELECT * FROM data_exports WHERE status = 'ready' AND expires_at <= $1
       ORDER BY expires_at LIMIT $2`,
      [now, limit],
    );
    return rows.map(toExport);
  }

  async markExpired(id: string): Promise<void> {
    await this.db.query(`UPDATE data_exports SET status = 'expired' WHERE id = $1`, [id]);
  }

  async readUserData(userId: string): Promise<UserData | null> {
    // one snapshot: every file of the archive agrees with the others
    return this.db.transaction('REPEATABLE READ', async (tx) => {
      const users: {
        name: string;
        fullname: string;
        email: string | null;
        image: string | null;
        plan: string;
        fast_tokens: number;
        score: number;
        role: string;
        follower_count: number;
        following_count: number;
        created_at: Date;
        has_password: boolean;
        providers: string[];
      }[] = await tx.query(
        `SELECT u.name, u.fullname, u.email, u.image, u.plan, u.fast_tokens, u.score, u.role,
           u.follower_count, u.following_count, u.created_at, u.password_hash IS NOT NULL AS has_password,
           COALESCE((SELECT array_agg(provider) FROM user_identities WHERE user_id = u.id), '{}') AS providers
         FROM users u WHERE u.id = $1`,
        [userId],
      );
      const user = users[0];
      if (!user) {
        return null;
      }
      const sections: ExportSection[] = [
        {
          file: 'perfil.json',
          rows: [
            {
              id: userId,
              usuario: user.name,
              nombre: user.fullname,
              correo: user.email,
              plan: user.plan,
              creditos: user.fast_tokens,
              puntos: user.score,
              rol: user.role,
              seguidores: user.follower_count,
              siguiendo: user.following_count,
              contrasena: user.has_password,
              proveedores: user.providers,
              creado: user.created_at,
            },
          ],
        },
      ];
      for (const section of SECTIONS) {
        sections.push({ file: section.file, rows: await tx.query(section.sql, [userId]) });
      }

      const media: ExportMedia[] = [];
      const posts: {
        id: string;
        original_key: string;
        original_content_type: string;
        editable_key: string | null;
        editable_content_type: string | null;
      }[] = await tx.query(
        `SELECT id, original_key, original_content_type, editable_key, editable_content_type
         FROM posts WHERE author_id = $1 ORDER BY created_at`,
        [userId],
      );
      for (const p of posts) {
        media.push({
          name: `media/publicaciones/${p.id}/original.${extensionOf(p.original_content_type, p.original_key)}`,
          key: p.original_key,
        });
        if (p.editable_key) {
          media.push({
            name: `media/publicaciones/${p.id}/editable.${extensionOf(p.editable_content_type, p.editable_key)}`,
            key: p.editable_key,
          });
        }
      }
      const images: { id: string; key: string }[] = await tx.query(
        `SELECT g.id, i.value ->> 'key' AS key
         FROM generations g, jsonb_array_elements(g.images) i
         WHERE g.user_id = $1 AND jsonb_typeof(i.value) = 'object' AND i.value ? 'key'
         ORDER BY g.created_at`,
        [userId],
      );
      for (const image of images) {
        media.push({
          name: `media/generaciones/${image.id}/${image.key.split('/').pop()}`,
          key: image.key,
        });
      }
      // the avatar is stored as its public URL (/media/avatars/<id>/<file> or a CDN's)
      const avatar = user.image ? /avatars\/[0-9a-f-]{36}\/[\w.-]+$/.exec(user.image) : null;
      if (avatar) {
        const key = `public/${avatar[0]}`;
        media.push({ name: `media/avatar.${extensionOf(null, key)}`, key });
      }
      return { handle: user.name, sections, media };
    });
  }
}
