import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Content levels instead of one sensitive flag: posts are `general`, `sensible` or `explicito`
 * (sensitive posts become `sensible`), users choose the highest level they browse (explicit only
 * after confirming they are adults, with the date), and autocomplete counts how many explicit
 * posts bring each term (a term only they bring is suggested only to who opted in).
 */
export class ContentLevels1763973000000 implements MigrationInterface {
  name = 'ContentLevels1763973000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE posts
        ADD COLUMN content_level varchar(10) NOT NULL DEFAULT 'general'
          CHECK (content_level IN ('general', 'sensible', 'explicito'))`);
    await q.query(`UPDATE posts SET content_level = 'sensible' WHERE sensitive`);
    await q.query(`ALTER TABLE posts DROP COLUMN sensitive`);
    await q.query(`
      ALTER TABLE users
        ADD COLUMN browsing_level varchar(10) NOT NULL DEFAULT 'general'
          CHECK (browsing_level IN ('general', 'sensible', 'explicito')),
        ADD COLUMN adult_confirmed_at timestamptz,
        ADD CONSTRAINT users_explicit_needs_adult
          CHECK (browsing_level <> 'explicito' OR adult_confirmed_at IS NOT NULL)`);
    // terms only explicit posts bring are not suggested to those who do not browse them
    await q.query(`ALTER TABLE search_terms ADD COLUMN explicit_weight integer NOT NULL DEFAULT 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE search_terms DROP COLUMN explicit_weight`);
    await q.query(`
      ALTER TABLE users
        DROP CONSTRAINT users_explicit_needs_adult,
        DROP COLUMN adult_confirmed_at,
        DROP COLUMN browsing_level`);
    await q.query(`ALTER TABLE posts ADD COLUMN sensitive boolean NOT NULL DEFAULT false`);
    await q.query(`UPDATE posts SET sensitive = content_level <> 'general'`);
    await q.query(`ALTER TABLE posts DROP COLUMN content_level`);
  }
}
