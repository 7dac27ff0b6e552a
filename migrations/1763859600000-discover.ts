import { MigrationInterface, QueryRunner } from 'typeorm';

export class Discover1763859600000 implements MigrationInterface {
  name = 'Discover1763859600000';

  async up(q: QueryRunner): Promise<void> {
    // unaccent() is only STABLE; an IMMUTABLE wrapper with a fixed dictionary can be indexed
    await q.query(`
      CREATE FUNCTION mixel_unaccent(text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$`);
    await q.query(`ALTER TABLE posts ADD COLUMN category varchar(40) NOT NULL DEFAULT 'Otros'`);
    // what search matches: title first, then hashtags and category, then the description
    await q.query(`
      CREATE FUNCTION mixel_search_vector(title text, tags text[], category text, description text)
      RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT
        setweight(to_tsvector('spanish'::regconfig, mixel_unaccent(coalesce(title, ''))), 'A') ||
        setweight(to_tsvector('spanish'::regconfig,
          mixel_unaccent(array_to_string(tags, ' ') || ' ' || coalesce(category, ''))), 'B') ||
        setweight(to_tsvector('spanish'::regconfig, mixel_unaccent(coalesce(description, ''))), 'C')
      $$`);
    await q.query(`
      ALTER TABLE posts ADD COLUMN search_vector tsvector
        GENERATED ALWAYS AS (mixel_search_vector(title, hashtags, category, description)) STORED`);
    await q.query(
      `CREATE INDEX posts_search_idx ON posts USING gin (search_vector) WHERE status = 'ready' AND visibility = 'public'`,
    );
    await q.query(
      `CREATE INDEX posts_public_views_idx ON posts (view_count DESC, id DESC) WHERE status = 'ready' AND visibility = 'public'`,
    );
    await q.query(
      `CREATE INDEX posts_public_category_idx ON posts (category, created_at DESC, id DESC) WHERE status = 'ready' AND visibility = 'public'`,
    );
    await q.query(`
      CREATE TABLE search_terms (
        normalized varchar(100) PRIMARY KEY,
        term varchar(100) NOT NULL,
        weight integer NOT NULL DEFAULT 1
      )`);
    await q.query(
      `CREATE INDEX search_terms_trgm_idx ON search_terms USING gist (normalized gist_trgm_ops)`,
    );
    await q.query(
      `CREATE INDEX search_terms_prefix_idx ON search_terms (normalized text_pattern_ops)`,
    );
    await q.query(`
      CREATE TABLE recent_searches (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        term varchar(100) NOT NULL,
        normalized varchar(100) NOT NULL,
        searched_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, normalized)
      )`);
    await q.query(
      `CREATE INDEX recent_searches_user_idx ON recent_searches (user_id, searched_at DESC)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE recent_searches`);
    await q.query(`DROP TABLE search_terms`);
    await q.query(`DROP INDEX posts_public_category_idx`);
    await q.query(`DROP INDEX posts_public_views_idx`);
    await q.query(`DROP INDEX posts_search_idx`);
    await q.query(`ALTER TABLE posts DROP COLUMN search_vector`);
    await q.query(`ALTER TABLE posts DROP COLUMN category`);
    await q.query(`DROP FUNCTION mixel_search_vector(text, text[], text, text)`);
    await q.query(`DROP FUNCTION mixel_unaccent(text)`);
  }
}
