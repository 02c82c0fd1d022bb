import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser journeys through the BUILT app (`npm run build` first; `npm run test:e2e` does both) served by the real
 * server in production mode on port 3100, with a fresh data folder per run. Debian's Chromium, never a download.
 * The server is the compiled one `npm start` runs (apps/server/dist), compiled again first if its sources changed
 * (scripts/build.mjs: a hash check when they did not), so the journeys never run a stale server.
 */
const PORT = 3100;
const baseURL = `http://localhost:${PORT}`;
/** Both servers' command (they start at once: the build's lock lets one compile and the other wait). */
const SERVER_COMMAND = 'node scripts/build.mjs server && node apps/server/dist/server.js';
/** The market-closed journey's server. */
const CLOSED_MARKET_PORT = 3101;
const closedMarketURL = `http://localhost:${CLOSED_MARKET_PORT}`;

if (!existsSync(new URL('./apps/web/dist/index.html', import.meta.url))) {
  throw new Error(
    'apps/web/dist is missing: run `npm run build` before `playwright test` (or use `npm run test:e2e`).',
  );
}

// Created once by the runner; its workers inherit it through the environment, so tests can read the mail outbox.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'tradearena-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;
process.env.E2E_CLOSED_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'tradearena-e2e-closed-'));
/** The operator of the journeys' server (ADMIN_EMAILS): the feedback journey signs up with it to moderate. */
process.env.E2E_OPERATOR_EMAIL ??= 'operator@tradearena.example';

/**
 * A new friend league can start at once only after its earliest start time, 8:00 AM US Central. Between 10:00 PM and
 * 8:00 AM Central the journeys' server clock is moved to about noon Central (CLOCK_START), so the league journey runs at
 * any hour of the night too; the rest of the day the server keeps the real time.
 */
function serverClockStart(now = new Date()): string | undefined {
  const hour = Number(
    new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', hour: 'numeric', hourCycle: 'h23' }).format(now),
  );
  if (hour >= 8 && hour < 22) return undefined;
  const hoursToNoon = (12 - hour + 24) % 24;
  return new Date(now.getTime() + hoursToNoon * 3_600_000).toISOString();
}
process.env.E2E_CLOCK_START ??= serverClockStart() ?? '';

export default defineConfig({
  testDir: 'apps/web/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    screenshot: 'on',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /market-closed/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      // A second server whose clock starts on a Saturday, with the real NYSE hours (see webServer below).
      name: 'market-closed',
      testMatch: /market-closed/,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: closedMarketURL },
    },
  ],
  webServer: [
    {
      command: SERVER_COMMAND,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        PORT: String(PORT),
        DATA_DIR: dataDir,
        MARKET_HOURS: 'always',
        ...(process.env.E2E_CLOCK_START ? { CLOCK_START: process.env.E2E_CLOCK_START } : {}),
        LOG_LEVEL: 'warn',
        // The journeys use their own SQLite and in-process pub/sub even when CI exports PostgreSQL/Redis variables.
        DATABASE_URL: '',
        REDIS_URL: '',
        PUBLIC_URL: baseURL,
        ADMIN_EMAILS: process.env.E2E_OPERATOR_EMAIL,
      },
    },
    {
      command: SERVER_COMMAND,
      url: `${closedMarketURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        PORT: String(CLOSED_MARKET_PORT),
        DATA_DIR: process.env.E2E_CLOSED_DATA_DIR,
        MARKET_HOURS: 'nyse',
        // Saturday 21 November 2026, 10:00 in New York: the market is closed for the weekend.
        CLOCK_START: '2026-11-21T15:00:00.000Z',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        REDIS_URL: '',
        PUBLIC_URL: closedMarketURL,
      },
    },
  ],
});
