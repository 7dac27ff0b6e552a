import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Search postings: one row per word (lexeme) of each post's search document with that word's
 * ts_rank in the post, in a btree ordered as a one-word search lists its matches (best rank, then
 * newest). A common word's first page is read from the index order instead of ranking every
 * match: the GIN index can find matches but cannot order them.
 */
export class SearchPostings1763977500000 implements MigrationInterface {
  name = 'SearchPostings1763977500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE search_postings (
        lexeme text NOT NULL,
        rank real NOT NULL,
        created_at timestamptz NOT NULL,
        post_id uuid NOT NULL REFERENCES posts (id) ON DELETE CASCADE
      )`);
    // the rank a one-word query gets: ts_rank of the document against that lexeme alone
    // (a one-lexeme tsvector's text is the lexeme quoted as tsquery reads it)
    await q.query(`
      CREATE FUNCTION mixel_lexeme_rank(document tsvector, lexeme text) RETURNS real
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$ SELECT ts_rank(document, array_to_tsvector(ARRAY[lexeme])::text::tsquery) $$`);
    await q.query(`
      CREATE FUNCTION mixel_search_postings_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO search_postings (lexeme, rank, created_at, post_id)
        SELECT t.lexeme, mixel_lexeme_rank(n.search_vector, t.lexeme), n.created_at, n.id
        FROM inserted n, unnest(n.search_vector) t;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION mixel_search_postings_update() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.search_vector IS NOT DISTINCT FROM OLD.search_vector
           AND NEW.created_at = OLD.created_at THEN
          RETURN NULL;
        END IF;
        DELETE FROM search_postings WHERE post_id = OLD.id;
        INSERT INTO search_postings (lexeme, rank, created_at, post_id)
        SELECT t.lexeme, mixel_lexeme_rank(NEW.search_vector, t.lexeme), NEW.created_at, NEW.id
        FROM unnest(NEW.search_vector) t;
        RETURN NULL;
      END $$`);
    // a statement-level trigger for inserts (bulk inserts pay once); updates only when a column
    // of the search document or the date changes (never for counters such as view_count)
    await q.query(`
      CREATE TRIGGER posts_search_postings_insert AFTER INSERT ON posts
        REFERENCING NEW TABLE AS inserted
        FOR EACH STATEMENT EXECUTE FUNCTION mixel_search_postings_insert()`);
    await q.query(`
      CREATE TRIGGER posts_search_postings_update
        AFTER UPDATE OF title, hashtags, category, description, generation, created_at ON posts
        FOR EACH ROW EXECUTE FUNCTION mixel_search_postings_update()`);
    await q.query(`
      INSERT INTO search_postings (lexeme, rank, created_at, post_id)
      SELECT t.lexeme, mixel_lexeme_rank(p.search_vector, t.lexeme), p.created_at, p.id
      FROM posts p, unnest(p.search_vector) t`);
    await q.query(`
      CREATE INDEX search_postings_order_idx
        ON search_postings (lexeme, rank DESC, created_at DESC, post_id DESC)`);
    await q.query(`CREATE INDEX search_postings_post_idx ON search_postings (post_id)`);
    await q.query(`ANALYZE search_postings`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER posts_search_postings_update ON posts`);
    await q.query(`DROP TRIGGER posts_search_postings_insert ON posts`);
    await q.query(`DROP FUNCTION mixel_search_postings_update()`);
    await q.query(`DROP FUNCTION mixel_search_postings_insert()`);
    await q.query(`DROP TABLE search_postings`);
    await q.query(`DROP FUNCTION mixel_lexeme_rank(tsvector, text)`);
  }
}
