import { defineConfig, devices } from '@playwright/test';
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// E2E_PORT lets two checkouts run their suites side by side
const PORT = process.env.E2E_PORT ?? '3100';
const baseURL = `http://127.0.0.1:${PORT}`;

// A fresh data directory per run; with DATABASE_URL set, scripts/e2e-server.mjs gives the run a
// fresh database too (its URL in <dataDir>/database-url). Workers load this file again: they
// inherit the runner's directory through MIXEL_E2E_DATA_DIR, so a test can run
// `main.js --admin` on the app's own database.
const dataDir = process.env.MIXEL_E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'mixel-e2e-'));
process.env.MIXEL_E2E_DATA_DIR = dataDir;
// The embedded PostgreSQL may run as another OS user (when started as root); let it in.
chmodSync(dataDir, 0o755);

const chromium = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // two workers, the app, PostgreSQL and the media pipeline share two cores
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // 'list' prints each failure's error again at the end, where a CI log's tail shows it
  reporter: 'list',
  use: {
    baseURL,
    locale: 'es-ES',
    // a trace records a screencast of every paint: recorded for all tests it tripled Chromium's
    // CPU and starved the run on two cores, so only a failed test's retry records one
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /\.phone\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromium,
      },
    },
    {
      name: 'phone',
      testIgnore: /\.desktop\.spec\.ts$/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        launchOptions: chromium,
      },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      ...(process.env as Record<string, string>),
      PORT,
      DATA_DIR: dataDir,
      AUTH_RATE_LIMIT_PER_MINUTE: '0',
      // specs seed up to 120 posts with one new account; the limits still apply, 25 times wider
      ABUSE_LIMIT_SCALE: '25',
    },
  },
});
