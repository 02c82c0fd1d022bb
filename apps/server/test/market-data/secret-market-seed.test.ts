import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createSimulatedMarketData } from '../../src/adapters/market-data/simulated/create-simulated-market-data.ts';
import { loadSecretMarketSeed } from '../../src/adapters/market-data/simulated/load-secret-market-seed.ts';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { createDeps } from '../../src/create-deps.ts';
import { manualClock } from '../../src/ports/clock.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'market-seed-'));
  dirs.push(d);
  return d;
}

/** A pino logger at `info` writing into a string, as the server logs. */
function capturedLog() {
  let text = '';
  const stream = new Writable({
    write(chunk, _enc, done) {
      text += String(chunk);
      done();
    },
  });
  return { log: pino({ level: 'info' }, stream), text: () => text };
}

/** The market is closed then, so the price is the same at every instant of the test. */
const SATURDAY = '2026-11-21T15:00:00.000Z';

/** The production start-up (createDeps) on SQLite in `dataDir`: its market's price of AAPL and what it logged. */
async function startProduction(dataDir: string, env: Record<string, string> = {}) {
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    CLOCK_START: SATURDAY,
    ...env,
  });
  const { log, text } = capturedLog();
  const deps = await createDeps(config, log);
  const q = await deps.marketData.quote('AAPL');
  await deps.pubsub.close();
  await deps.rateLimiter.close();
  await deps.db.close();
  return { priceCents: q!.priceCents, logged: text() };
}

/** AAPL's price from the simulator with a given seed, as the server saw it. */
async function priceWithSeed(seed: string): Promise<number> {
  const md = createSimulatedMarketData({ seed, clock: manualClock(SATURDAY) });
  return (await md.quote('AAPL'))!.priceCents;
}

describe('the market seed in production (prices must not be predictable)', () => {
  it('refuses the public default seed with one line naming MARKET_SEED, unless explicitly allowed', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', MARKET_SEED: 'tradearena' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', MARKET_SEED: 'tradearena' })).toThrow(
      /^MARKET_SEED="tradearena"/,
    );
    const allowed = loadConfig({ NODE_ENV: 'production', MARKET_SEED: 'tradearena', MARKET_SEED_ALLOW_PUBLIC: 'true' });
    expect(allowed.MARKET_SEED).toBe('tradearena');
    expect(() => loadConfig({ MARKET_SEED_ALLOW_PUBLIC: 'yes' })).toThrow(/MARKET_SEED_ALLOW_PUBLIC/);
  });

  it('keeps the public seed for development and tests, and uses an explicitly set seed as given', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).MARKET_SEED).toBe('tradearena');
    expect(loadConfig({ NODE_ENV: 'test' }).MARKET_SEED).toBe('tradearena');
    expect(loadConfig({ NODE_ENV: 'production', MARKET_SEED: 'my own secret' }).MARKET_SEED).toBe('my own secret');
    expect(loadConfig({ NODE_ENV: 'production' }).MARKET_SEED).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'production', MARKET_SEED: '' }).MARKET_SEED).toBeUndefined();
  });

  it('generates a secret seed at the first start into DATA_DIR/market-seed (0600), prices with it, reuses it on restart and never logs it', async () => {
    const dataDir = tempDir();
    const first = await startProduction(dataDir);
    const file = join(dataDir, 'market-seed');
    const seed = readFileSync(file, 'utf8').trim();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.priceCents).toBe(await priceWithSeed(seed));
    expect(first.priceCents).not.toBe(await priceWithSeed('tradearena'));
    expect(first.logged).toContain('market seed: secret');
    expect(first.logged).not.toContain(seed);

    const again = await startProduction(dataDir);
    expect(readFileSync(file, 'utf8').trim()).toBe(seed);
    expect(again.priceCents).toBe(await priceWithSeed(seed));
    expect(again.logged).not.toContain(seed);
  });

  it('gives another installation another seed', async () => {
    const a = await loadSecretMarketSeed({ db: null as never, kind: 'sqlite', dataDir: tempDir() });
    const b = await loadSecretMarketSeed({ db: null as never, kind: 'sqlite', dataDir: tempDir() });
    expect(a.seed).not.toBe(b.seed);
    expect(a.created && b.created).toBe(true);
  });

  it('does not log an explicitly set MARKET_SEED either', async () => {
    const { logged } = await startProduction(tempDir(), { MARKET_SEED: 'an-operator-chosen-seed' });
    expect(logged).toContain('market data');
    expect(logged).not.toContain('an-operator-chosen-seed');
  });

  it('refuses to start on a seed file that does not hold a seed, naming the file', async () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, 'market-seed'), 'not a seed\n');
    await expect(startProduction(dataDir)).rejects.toThrow(/market-seed does not hold a market seed/);
  });
});

const tsxCli = new URL('../../../../node_modules/tsx/dist/cli.mjs', import.meta.url).pathname;
const serverEntry = new URL('../../src/server.ts', import.meta.url).pathname;

function runServer(env: Record<string, string>) {
  let out = '';
  const child = spawn(process.execPath, [tsxCli, serverEntry], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', DATABASE_URL: '', REDIS_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => {
    out += String(d);
  });
  child.stderr.on('data', (d) => {
    out += String(d);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => out };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => (typeof a === 'object' && a ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

describe('the production server process and the market seed', () => {
  it('exits 1 with one line naming MARKET_SEED when it is the public default', async () => {
    const { exited, output } = runServer({ DATA_DIR: tempDir(), MARKET_SEED: 'tradearena' });
    expect(await exited).toBe(1);
    const lines = output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^MARKET_SEED="tradearena" is the public default/);
  }, 60_000);

  it('starts with a generated secret seed and prints it nowhere, not even at debug level', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const { child, exited, output } = runServer({
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'debug',
    });
    try {
      const deadline = Date.now() + 60_000;
      while (!output().includes('TradeArena is serving') && Date.now() < deadline && child.exitCode === null) {
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(output()).toContain('TradeArena is serving');
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(res.status).toBe(200);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
    const seed = readFileSync(join(dataDir, 'market-seed'), 'utf8').trim();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(output()).toContain('market seed: secret');
    expect(output()).not.toContain(seed);
  }, 90_000);
});
