import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What 'Editar perfil' edits besides the name and avatar: a plain-text bio, up to three links
 * (a JSON array of https/http URLs) and a cover image; and the handles a member left behind,
 * which redirect to their profile and stay reserved until `expires_at` (30 days after the change).
 */
export class ProfileBioLinksCoverHandleRedirects1764103000000 implements MigrationInterface {
  name = 'ProfileBioLinksCoverHandleRedirects1764103000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE users
        ADD COLUMN bio varchar(300) NOT NULL DEFAULT '',
        ADD COLUMN links jsonb NOT NULL DEFAULT '[]'::jsonb,
        ADD COLUMN cover_image text NULL
    `);
    await q.query(`
      CREATE TABLE handle_redirects (
        old_name varchar(30) PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    await q.query(`CREATE INDEX handle_redirects_user_idx ON handle_redirects (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE handle_redirects`);
    await q.query(`ALTER TABLE users DROP COLUMN cover_image, DROP COLUMN links, DROP COLUMN bio`);
  }
}
