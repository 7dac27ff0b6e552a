import { MigrationInterface, QueryRunner } from 'typeorm';

export class GenerationPostsWebhooks1763867100000 implements MigrationInterface {
  name = 'GenerationPostsWebhooks1763867100000';

  async up(q: QueryRunner): Promise<void> {
    // a post published from a generation: which image, and what made it (prompt, preset, seed …)
    await q.query(
      `ALTER TABLE posts ADD COLUMN generation_id uuid REFERENCES generations(id) ON DELETE SET NULL`,
    );
    await q.query(`ALTER TABLE posts ADD COLUMN generation_image smallint`);
    await q.query(`ALTER TABLE posts ADD COLUMN generation jsonb`);
    // one post per generated image: publishing it again answers the existing post
    await q.query(
      `CREATE UNIQUE INDEX posts_generation_image_idx ON posts (generation_id, generation_image)
         WHERE generation_id IS NOT NULL`,
    );
    // the provider's own id of the work, so a webhook finds the generation it settles
    await q.query(`ALTER TABLE generations ADD COLUMN provider_job_id varchar(100)`);
    await q.query(
      `CREATE UNIQUE INDEX generations_provider_job_idx ON generations (provider, provider_job_id)
         WHERE provider_job_id IS NOT NULL`,
    );
    // search also matches the prompt of a generated post, lowest weight, only when it is shown
    await q.query(`
      CREATE FUNCTION mixel_search_vector(title text, tags text[], category text, description text, prompt text)
      RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT mixel_search_vector(title, tags, category, description) ||
        setweight(to_tsvector('spanish'::regconfig, mixel_unaccent(coalesce(prompt, ''))), 'D')
      $$`);
    await q.query(`DROP INDEX posts_search_idx`);
    await q.query(`ALTER TABLE posts DROP COLUMN search_vector`);
    await q.query(`
      ALTER TABLE posts ADD COLUMN search_vector tsvector
        GENERATED ALWAYS AS (mixel_search_vector(title, hashtags, category, description,
          CASE WHEN (generation->>'showPrompt')::boolean THEN generation->>'prompt' END)) STORED`);
    await q.query(
      `CREATE INDEX posts_search_idx ON posts USING gin (search_vector) WHERE status = 'ready' AND visibility = 'public'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX posts_search_idx`);
    await q.query(`ALTER TABLE posts DROP COLUMN search_vector`);
    await q.query(`
      ALTER TABLE posts ADD COLUMN search_vector tsvector
        GENERATED ALWAYS AS (mixel_search_vector(title, hashtags, category, description)) STORED`);
    await q.query(
      `CREATE INDEX posts_search_idx ON posts USING gin (search_vector) WHERE status = 'ready' AND visibility = 'public'`,
    );
    await q.query(`DROP FUNCTION mixel_search_vector(text, text[], text, text, text)`);
    await q.query(`DROP INDEX generations_provider_job_idx`);
    await q.query(`ALTER TABLE generations DROP COLUMN provider_job_id`);
    await q.query(`DROP INDEX posts_generation_image_idx`);
    await q.query(`ALTER TABLE posts DROP COLUMN generation`);
    await q.query(`ALTER TABLE posts DROP COLUMN generation_image`);
    await q.query(`ALTER TABLE posts DROP COLUMN generation_id`);
  }
}
