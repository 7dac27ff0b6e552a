/**
 * npm run bench:ads — ad events through the real endpoint: batches of viewable impressions and
 * clicks from many simulated viewers, then rollups against the raw events, spend against the
 * ledger, and the gallery's latency with ads serving against the same page with them paused.
 * Not a test; short by default (BENCH_SECONDS).
 */
import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Client } from 'pg';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONNECTIONS ?? 16);
const BATCH = Number(process.env.BENCH_BATCH ?? 20);
const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 2000);
const FEED_REQUESTS = Number(process.env.BENCH_FEED_REQUESTS ?? 300);
/** Feed requests alternate between ads serving and paused this many times (load hits both alike). */
const FEED_ROUNDS = Number(process.env.BENCH_FEED_ROUNDS ?? 3);
/** Leaves the database behind (its name is printed) to look at plans afterwards. */
const KEEP_DB = process.env.BENCH_KEEP_DB === '1';
/**
 * The development PostgreSQL runs with autovacuum off: without this the planner plans for empty
 * tables (and the campaign rows keep every dead version of the ingest), which no production
 * database does. `BENCH_ANALYZE=0` measures without.
 */
const ANALYZE = process.env.BENCH_ANALYZE !== '0';
/** Extra node flags for the app, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it. */
const APP_NODE_ARGS = (process.env.BENCH_APP_NODE_ARGS ?? '').split(' ').filter(Boolean);
const PORT = Number(process.env.BENCH_PORT ?? 3910);
/** Databases are named with this prefix (engineers sharing a PostgreSQL keep to their own). */
const DB_PREFIX = process.env.BENCH_DB_PREFIX ?? 'mixel_bench_ads_';
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const root = resolve(__dirname, '../../..');
const UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

const log = (line: string) => process.stdout.write(`${line}\n`);
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

async function waitFor(url: string, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) {
        return;
      }
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not come up`);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function call(method: string, path: string, body?: unknown, token?: string): Promise<any> {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'user-agent': UA,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return res.json();
}

async function signUp(db: Client, tokens: number): Promise<{ id: string; token: string }> {
  const id = randomBytes(5).toString('hex');
  const res = await call('POST', '/api/account/signup', {
    name: `bench_${id}`,
    fullname: 'Anunciante de prueba',
    email: `bench_${id}@example.com`,
    password: 'correct horse battery',
  });
  const user = res.data.user ?? res.data;
  // a staff adjustment, as support would make it: the balance stays its ledger's sum
  await db.query(
    `WITH before AS (SELECT fast_tokens FROM users WHERE id = $1 FOR UPDATE),
     moved AS (UPDATE users SET fast_tokens = $2 WHERE id = $1)
     INSERT INTO token_ledger (user_id, delta, reason, key, note)
     SELECT $1, $2 - fast_tokens, 'staff.adjustment', 'staff.adjustment:' || gen_random_uuid(), 'bench'
     FROM before`,
    [user.id, tokens],
  );
  return { id: user.id, token: res.data.token };
}

async function feedLatencies(n: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    const res = await fetch(`${BASE}/api/image/contents?limit=20`, {
      headers: { 'user-agent': UA },
    });
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }
  return times;
}

/** CPU ticks (1/100 s, user + system) a local process has used so far; null once it is gone. */
function cpuTicks(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

/**
 * Feed requests timed, and the CPU they cost the app and the PostgreSQL sessions of its database
 * (what a loaded machine changes far less than latency; the database must be local).
 */
async function feedRound(
  n: number,
  appPid: number,
  db: Client,
): Promise<{ times: number[]; ticks: number }> {
  const sessions = async () =>
    (
      await db.query(
        `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      )
    ).rows.map((r) => r.pid as number);
  const pids = [appPid, ...(await sessions())];
  const before = new Map(pids.map((pid) => [pid, cpuTicks(pid)]));
  const times = await feedLatencies(n);
  let ticks = 0;
  for (const pid of new Set([...pids, ...(await sessions())])) {
    const now = cpuTicks(pid);
    if (now !== null) {
      ticks += now - (before.get(pid) ?? 0);
    }
  }
  return { times, ticks };
}

async function main(): Promise<void> {
  const name = `${DB_PREFIX}${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const children: ChildProcess[] = [];
  const db = new Client({ connectionString: databaseUrl });
  try {
    const app = spawn(process.execPath, [...APP_NODE_ARGS, join(root, 'dist/server/src/main.js')], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: join(root, 'data/bench-ads'),
        SEED_DEMO: 'false',
        RUN_JOBS: 'false',
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT_PER_MINUTE: '0',
        MALLOC_ARENA_MAX: '2',
        REDIS_URL: '',
      },
      stdio: 'inherit',
    });
    children.push(app);
    await waitFor(`${BASE}/api/health`);
    await db.connect();

    // 200 organic posts, 6 advertisers with a campaign each (3 CPM, 3 CPC), big budgets
    const author = await signUp(db, 0);
    await db.query(
      `INSERT INTO posts (id, author_id, kind, title, hashtags, visibility, status, category,
         original_key, original_content_type, original_size, width, height, created_at)
       SELECT gen_random_uuid(), $1, 'image', 'Post ' || i, '{}', 'public', 'ready', 'Paisajes',
         'private/originals/x', 'image/png', 1, 400, 300, now() - i * interval '1 second'
       FROM generate_series(1, 200) i`,
      [author.id],
    );
    const advertisers: Array<{ id: string; token: string; campaignId: string; adId: string }> = [];
    for (let i = 0; i < 6; i++) {
      const a = await signUp(db, 10_000_000);
      const [post] = (
        await db.query(
          `INSERT INTO posts (id, author_id, kind, title, visibility, status, category, announcement,
             original_key, original_content_type, original_size, width, height)
           VALUES (gen_random_uuid(), $1, 'image', 'Anuncio', 'archived', 'ready', 'Otros', true,
             'private/originals/x', 'image/png', 1, 400, 300) RETURNING id`,
          [a.id],
        )
      ).rows;
      const cpc = i % 2 === 1;
      const res = await call(
        'POST',
        '/graphql',
        {
          query: `mutation ($input: CreateCampaignInput!) { createCampaign(input: $input) { id ads { id } } }`,
          variables: {
            input: {
              name: `Campaña ${i}`,
              objective: cpc ? 'clicks' : 'reach',
              budgetCredits: 90_000,
              bidModel: cpc ? 'CPC' : 'CPM',
              bidCredits: cpc ? 0.2 : 1.5,
              ads: [
                { postId: post.id, cta: 'comprar', destinationUrl: 'https://tienda.example.com' },
              ],
            },
          },
        },
        a.token,
      );
      advertisers.push({
        ...a,
        campaignId: res.data.createCampaign.id,
        adId: res.data.createCampaign.ads[0].id,
      });
    }
    if (ANALYZE) {
      await db.query('ANALYZE');
    }
    // the viewers' signed tokens, as the feed issues them
    const tokens: string[] = [];
    for (let i = 0; i < VIEWERS; i += 50) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(50, VIEWERS - i) }, () =>
          call('GET', '/api/image/contents?limit=1').then((r) => r.data.viewerToken as string),
        ),
      );
      tokens.push(...batch);
    }
    log(`seeded: 200 posts, ${advertisers.length} campaigns, ${tokens.length} viewers`);

    // ingest: CONCURRENCY senders, each posting batches of BATCH events of one viewer
    let sent = 0;
    let counted = 0;
    let batches = 0;
    const until = Date.now() + SECONDS * 1000;
    const batchTimes: number[] = [];
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (Date.now() < until) {
          const viewerToken = tokens[Math.floor(Math.random() * tokens.length)];
          const events = Array.from({ length: BATCH }, () => ({
            adId: advertisers[Math.floor(Math.random() * advertisers.length)].adId,
            type: Math.random() < 0.1 ? 'click' : 'impression',
          }));
          const t0 = performance.now();
          const res = await call('POST', '/api/ads/events', { viewerToken, events });
          batchTimes.push(performance.now() - t0);
          sent += BATCH;
          counted += res.data.counted;
          batches++;
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    log(
      `ingest: ${sent} events in ${batches} batches over ${elapsed.toFixed(1)} s = ` +
        `${Math.round(sent / elapsed)} events/s (${counted} counted, the rest duplicates within 30 min); ` +
        `batch p50 ${median(batchTimes).toFixed(1)} ms, p95 ${percentile(batchTimes, 0.95).toFixed(1)} ms`,
    );

    const raw = (
      await db.query(
        `SELECT count(*) FILTER (WHERE kind = 'impression')::int AS impressions,
           count(*) FILTER (WHERE kind = 'click')::int AS clicks, coalesce(sum(cost_units), 0)::text AS spent
         FROM ad_events`,
      )
    ).rows[0];
    const rolled = (
      await db.query(
        `SELECT coalesce(sum(impressions), 0)::int AS impressions, coalesce(sum(clicks), 0)::int AS clicks,
           coalesce(sum(spent_units), 0)::text AS spent FROM ad_rollups_hourly`,
      )
    ).rows[0];
    const campaignSpent = (
      await db.query(`SELECT coalesce(sum(spent_units), 0)::text AS spent FROM campaigns`)
    ).rows[0].spent;
    log(
      `rollups vs raw: impressions ${rolled.impressions}/${raw.impressions}, clicks ${rolled.clicks}/${raw.clicks}, ` +
        `spend units ${rolled.spent}/${raw.spent}, campaigns' spend ${campaignSpent} — ` +
        (rolled.impressions === raw.impressions &&
        rolled.clicks === raw.clicks &&
        rolled.spent === raw.spent &&
        campaignSpent === raw.spent
          ? 'equal'
          : 'DIFFERENT'),
    );

    if (ANALYZE) {
      // what autovacuum does after a burst of writes like the ingest's
      await db.query('VACUUM ANALYZE campaigns, ads, ad_frequency, ad_event_dedup');
    }
    // feed latency: the same visitor page with ads serving, then with every campaign paused
    const withAds: number[] = [];
    const without: number[] = [];
    const ticks = { withAds: 0, without: 0 };
    const perRound = Math.ceil(FEED_REQUESTS / FEED_ROUNDS);
    await feedLatencies(30);
    for (let round = 0; round < FEED_ROUNDS; round++) {
      const served = await feedRound(perRound, app.pid!, db);
      withAds.push(...served.times);
      ticks.withAds += served.ticks;
      await db.query(`UPDATE campaigns SET status = 'paused' WHERE status = 'active'`);
      const paused = await feedRound(perRound, app.pid!, db);
      without.push(...paused.times);
      ticks.without += paused.ticks;
      await db.query(`UPDATE campaigns SET status = 'active' WHERE status = 'paused'`);
    }
    log(
      `feed (visitor, 20 posts): with ads p50 ${median(withAds).toFixed(2)} ms, p95 ${percentile(withAds, 0.95).toFixed(2)} ms; ` +
        `ads paused p50 ${median(without).toFixed(2)} ms, p95 ${percentile(without, 0.95).toFixed(2)} ms; ` +
        `ratio p50 ${(median(withAds) / median(without)).toFixed(2)}×`,
    );
    const cpuMs = (t: number, n: number) => (t * 10) / n;
    log(
      `feed CPU per request (app + its database sessions): with ads ${cpuMs(ticks.withAds, withAds.length).toFixed(2)} ms, ` +
        `ads paused ${cpuMs(ticks.without, without.length).toFixed(2)} ms; ratio ${(ticks.withAds / Math.max(1, ticks.without)).toFixed(2)}×`,
    );

    // cancel everything: what was not spent returns; each balance must equal its ledger sum
    for (const a of advertisers) {
      await call(
        'POST',
        '/graphql',
        {
          query: `mutation ($id: ID!) { cancelCampaign(id: $id) { status } }`,
          variables: { id: a.campaignId },
        },
        a.token,
      );
    }
    const ledger = (
      await db.query(
        `SELECT u.id, u.fast_tokens AS balance, coalesce(sum(l.delta), 0)::int AS ledger,
           coalesce(sum(l.delta) FILTER (WHERE l.reason LIKE 'campaign.%'), 0)::int AS campaign_delta,
           (SELECT coalesce(sum(ceil(c.spent_units / 1000.0)), 0)::int FROM campaigns c
            WHERE c.advertiser_id = u.id) AS spent_tokens
         FROM users u LEFT JOIN token_ledger l ON l.user_id = u.id
         WHERE u.id = ANY($1::uuid[]) GROUP BY u.id`,
        [advertisers.map((a) => a.id)],
      )
    ).rows;
    const consistent = ledger.every(
      (r) => r.balance === r.ledger && -r.campaign_delta === r.spent_tokens,
    );
    log(
      `spend vs ledger: ${ledger.reduce((s, r) => s + r.spent_tokens, 0)} tokens spent, ` +
        `${-ledger.reduce((s, r) => s + r.campaign_delta, 0)} kept by the ledger's campaign rows; ` +
        `balances equal their ledger: ${consistent ? 'yes' : 'NO'}`,
    );
    const ok = sent / elapsed >= 2000 && consistent && median(withAds) / median(without) <= 1.1;
    log(ok ? 'targets met' : 'TARGETS MISSED (≥ 2000 events/s, exact ledger, feed ≤ 1.1×)');
  } finally {
    await db.end().catch(() => undefined);
    // the app closes in order (and writes its profile when asked) before its database goes
    await Promise.all(
      children.map(
        (c) =>
          new Promise((r) => {
            if (c.exitCode !== null) {
              return r(undefined);
            }
            c.once('exit', r);
            c.kill('SIGTERM');
            setTimeout(r, 10_000).unref();
          }),
      ),
    );
    if (KEEP_DB) {
      log(`database kept: ${name}`);
    } else {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
    await admin.end();
  }
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
