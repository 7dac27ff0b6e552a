import { Client } from 'pg';
import { CATEGORIES } from '../../server/src/content/domain/category';

const WORDS = [
  'montaña',
  'playa',
  'ciudad',
  'bosque',
  'gato',
  'perro',
  'atardecer',
  'noche',
  'flores',
  'retrato',
  'comida',
  'arte',
  'anime',
  'viaje',
  'lago',
  'nieve',
  'desierto',
  'río',
  'puente',
  'mercado',
];
/** Every seeded post shares one set of variant files: the benchmark reads rows, not images. */
const VARIANTS = JSON.stringify(
  [400, 800, 1200].flatMap((w) =>
    (['avif', 'webp', 'jpeg'] as const).map((format) => ({
      key: `public/bench/w${w}.${format === 'jpeg' ? 'jpg' : format}`,
      width: w,
      height: Math.round((w * 2) / 3),
      format,
      contentType: `image/${format}`,
      size: 20_000,
    })),
  ),
);

/** Seeds `total` ready public posts (and 1,000 authors) with generate_series, in batches. */
export async function seedPosts(
  url: string,
  total: number,
  log: (line: string) => void,
): Promise<void> {
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    const [{ n }] = (
      await db.query(
        `SELECT count(*)::int AS n FROM posts WHERE original_key = 'private/originals/bench'`,
      )
    ).rows;
    if (n >= total) {
      log(`${n} benchmark posts already there`);
      return;
    }
    await db.query(
      `INSERT INTO users (name, fullname, email, plan, fast_tokens)
       SELECT 'bench_' || g, 'Autora ' || g, 'bench' || g || '@bench.local', 'free', 1000
       FROM generate_series(1, 1000) g ON CONFLICT DO NOTHING`,
    );
    const batch = 100_000;
    for (let from = n + 1; from <= total; from += batch) {
      const to = Math.min(total, from + batch - 1);
      const started = Date.now();
      await db.query(
        `WITH authors AS (SELECT array_agg(id ORDER BY name) AS ids FROM users WHERE name LIKE 'bench\\_%')
         INSERT INTO posts (id, author_id, kind, title, description, hashtags, visibility, status, category,
           view_count, created_at, original_key, original_content_type, original_size, width, height,
           variants, blurhash, dominant_color)
         SELECT gen_random_uuid(), a.ids[1 + g % 1000], 'image',
           initcap(($1::text[])[1 + g % 20]) || ' ' || ($1::text[])[1 + (g / 20) % 20] || ' ' || g,
           'Una foto de ' || ($1::text[])[1 + (g / 7) % 20] || ' y ' || ($1::text[])[1 + (g / 11) % 20],
           ARRAY[($1::text[])[1 + g % 20], ($1::text[])[1 + (g / 3) % 20]],
           'public', 'ready', ($2::text[])[1 + g % 16], ((g::bigint * 7919) % 10000)::int,
           now() - make_interval(secs => g), 'private/originals/bench', 'image/jpeg', 1000, 1200, 800,
           $3::jsonb, 'LEHV6nWB2yk8pyo0adR*.7kCMdnj', '#336699'
         FROM generate_series($4::int, $5::int) g, authors a`,
        [WORDS, [...CATEGORIES], VARIANTS, from, to],
      );
      log(`seeded posts ${from}–${to} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    await db.query(
      `INSERT INTO search_terms (normalized, term, weight)
       SELECT mixel_unaccent(w), w, 100 FROM unnest($1::text[]) w ON CONFLICT DO NOTHING`,
      [WORDS],
    );
    await db.query('VACUUM ANALYZE posts');
    // a one-word search reads its postings index-only once the visibility map is set
    await db.query('VACUUM ANALYZE search_postings');
    await db.query('ANALYZE search_terms');
  } finally {
    await db.end();
  }
}
