import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * People search: each user's handle and display name folded (lower case, no accents, every run
 * of other characters one space, a leading space) in a generated column with a trigram index, so
 * "díego", "DIEGO" and "Diego Max" find diego by the start of any word, and a text_pattern_ops
 * btree on the handle for handle prefixes read in order.
 */
export class PeopleSearch1764104000000 implements MigrationInterface {
  name = 'PeopleSearch1764104000000';

  async up(q: QueryRunner): Promise<void> {
    // qualified names: a restore runs generated columns with an empty search_path
    await q.query(`
      CREATE FUNCTION mixel_person_key(text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$ SELECT ' ' || pg_catalog.btrim(pg_catalog.regexp_replace(
        public.mixel_unaccent(pg_catalog.lower($1)), '[^[:alnum:]]+', ' ', 'g')) $$`);
    await q.query(`
      ALTER TABLE users ADD COLUMN search_name text
        GENERATED ALWAYS AS (mixel_person_key(name || ' ' || fullname)) STORED`);
    await q.query(
      `CREATE INDEX users_search_name_trgm_idx ON users USING gin (search_name gin_trgm_ops)`,
    );
    await q.query(`CREATE INDEX users_name_pattern_idx ON users (lower(name) text_pattern_ops)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX users_name_pattern_idx`);
    await q.query(`ALTER TABLE users DROP COLUMN search_name`);
    await q.query(`DROP FUNCTION mixel_person_key(text)`);
  }
}
