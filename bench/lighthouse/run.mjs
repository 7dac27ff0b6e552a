/**
 * npm run bench:lighthouse — Lighthouse (mobile, its default simulated throttling) on the built app
 * with the demo content, on a fresh database: `/`, `/explorer`, a post page and a profile page,
 * BENCH_RUNS (3) times each, printing the median category scores and LCP, CLS and TBT.
 * Not a test: simulated throttling scales the CPU time it observes, so other load on the machine
 * lowers the performance figures. Reports go to dist/bench/lighthouse/.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import pg from 'pg';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3920);
/** Only these pages (`BENCH_PAGES=/explorer,/p/:id`), to look at one while changing it. */
const ONLY = (process.env.BENCH_PAGES ?? '').split(',').filter(Boolean);
const BASE = `http://127.0.0.1:${PORT}`;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const root = resolve(import.meta.dirname, '..', '..');
const reports = join(root, 'dist', 'bench', 'lighthouse');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = { score: 95, lcpMs: 2000, cls: 0.02 };

const log = (line) => process.stdout.write(`${line}\n`);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function freshDatabase(adminUrl) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const name = `${process.env.BENCH_DB_PREFIX ?? 'mixel_bench_'}lighthouse_${process.pid}_${Date.now()}`;
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

async function dropDatabase(adminUrl, name) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
}

async function getJson(path) {
  const res = await fetch(`${BASE}${path}`);
  return res.ok ? res.json() : null;
}

/** Waits until the demo seed's posts are processed: the gallery has a full first screen. */
async function demoContent(timeoutMs = 600_000) {
  const until = Date.now() + timeoutMs;
  let images = [];
  let reported = Date.now();
  while (Date.now() < until) {
    if (Date.now() - reported > 30_000) {
      reported = Date.now();
      log(`waiting for the demo posts to be processed: ${images.length} in the gallery`);
    }
    try {
      images = (await getJson('/api/image/contents?page=1&limit=20'))?.data?.images ?? [];
      if (images.length >= 8) {
        return images;
      }
    } catch {
      // not up yet
    }
    await sleep(1000);
  }
  throw new Error(`the demo gallery has ${images.length} posts after ${timeoutMs / 1000} s`);
}

function summarize(lhr) {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  );
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  return {
    ...scores,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    // Lighthouse's own CPU benchmark of this machine at that moment (an idle desktop: ≈ 1000+)
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? 0,
    failing,
  };
}

async function main() {
  const adminUrl = process.env.DATABASE_URL;
  const dataDir = mkdtempSync(join(tmpdir(), 'mixel-lighthouse-'));
  const database = adminUrl ? await freshDatabase(adminUrl) : null;
  const env = {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    NODE_ENV: 'production',
    // with no DATABASE_URL the app starts an embedded PostgreSQL in the fresh DATA_DIR
    ...(database ? { DATABASE_URL: database.url } : {}),
  };
  // in-process queue and pub/sub: on a shared Redis another app's workers could take the demo
  // seed's media jobs
  delete env.REDIS_URL;
  // BENCH_APP: another build's main.js (a copy of dist/ kept inside the repository, so that it
  // finds node_modules), to measure before and after in the same minutes
  const app = spawn(
    process.execPath,
    [resolve(process.env.BENCH_APP ?? join(root, 'dist/server/src/main.js'))],
    {
      cwd: root,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  app.on('exit', (code) => {
    if (code !== null && code !== 0) {
      log(`the app stopped with code ${code}`);
    }
  });
  let chrome;
  try {
    const images = await demoContent();
    const post = images.find((image) => image.kind === 'image') ?? images[0];
    const pages = [
      ['/', '/'],
      ['/explorer', '/explorer'],
      ['/p/:id', `/p/${post.id}`],
      ['/u/:name', `/u/${post.author.name}`],
    ].filter(([name]) => ONLY.length === 0 || ONLY.includes(name));
    mkdirSync(reports, { recursive: true });
    chrome = await launch({
      chromePath: CHROME_PATH,
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    // one unmeasured visit of each page: the server's first answers warm its caches, not the page
    for (const [, path] of pages) {
      await fetch(`${BASE}${path}`);
    }
    const results = new Map(pages.map(([name]) => [name, []]));
    // the machine's 1-minute load while Lighthouse runs, sampled: the figures depend on it
    const loads = [];
    const sampler = setInterval(() => loads.push(loadavg()[0]), 5000);
    for (let run = 1; run <= RUNS; run += 1) {
      for (const [name, path] of pages) {
        let result;
        // a loaded machine sometimes loses the trace (NO_NAVSTART): that run is taken again
        for (let attempt = 1; attempt <= 3; attempt += 1) {
          result = await lighthouse(`${BASE}${path}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: CATEGORIES,
          });
          if (!result?.lhr.runtimeError) {
            break;
          }
          log(`run ${run} ${name}: ${result.lhr.runtimeError.code}, taken again`);
        }
        if (!result) {
          throw new Error(`Lighthouse gave no result for ${path}`);
        }
        const file = `${name.replace(/[^a-z]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${run}.json`;
        writeFileSync(join(reports, file), result.report);
        const summary = summarize(result.lhr);
        results.get(name).push(summary);
        log(
          `run ${run} ${name.padEnd(9)} perf ${summary.performance} a11y ${summary.accessibility} ` +
            `bp ${summary['best-practices']} seo ${summary.seo}  LCP ${Math.round(summary.lcp)} ms ` +
            `CLS ${summary.cls.toFixed(3)} TBT ${Math.round(summary.tbt)} ms ` +
            `(CPU benchmark ${Math.round(summary.benchmarkIndex)})` +
            (summary.failing.length ? `  failing: ${summary.failing.join(', ')}` : ''),
        );
      }
    }
    clearInterval(sampler);
    log('');
    log(
      `median of ${RUNS} runs (Lighthouse mobile, simulated throttling); load average during ` +
        `the runs ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} ` +
        `(median ${median(loads).toFixed(1)}) on ${cpus().length} cores`,
    );
    log(
      '| page      | performance | accessibility | best practices | SEO | LCP     | CLS   | TBT     |',
    );
    log(
      '| --------- | ----------- | ------------- | -------------- | --- | ------- | ----- | ------- |',
    );
    let met = true;
    for (const [name, runs] of results) {
      const m = (key) => median(runs.map((r) => r[key]));
      const row = {
        scores: CATEGORIES.map((id) => m(id)),
        lcp: m('lcp'),
        cls: m('cls'),
        tbt: m('tbt'),
      };
      met &&=
        row.scores.every((s) => s >= TARGETS.score) &&
        row.lcp <= TARGETS.lcpMs &&
        row.cls <= TARGETS.cls;
      log(
        `| ${name.padEnd(9)} | ${String(row.scores[0]).padEnd(11)} | ${String(row.scores[1]).padEnd(13)} | ` +
          `${String(row.scores[2]).padEnd(14)} | ${String(row.scores[3]).padEnd(3)} | ` +
          `${`${(row.lcp / 1000).toFixed(2)} s`.padEnd(7)} | ${row.cls.toFixed(3)} | ` +
          `${`${Math.round(row.tbt)} ms`.padEnd(7)} |`,
      );
    }
    log('');
    log(
      met
        ? 'targets met (≥ 95 in every category, LCP ≤ 2.0 s, CLS ≤ 0.02)'
        : 'TARGETS MISSED (≥ 95 in every category, LCP ≤ 2.0 s, CLS ≤ 0.02)',
    );
    log(`reports: ${reports}`);
  } finally {
    await chrome?.kill();
    app.kill('SIGTERM');
    await new Promise((r) => app.once('exit', r));
    if (database) {
      await dropDatabase(adminUrl, database.name);
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
