import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServer, waitForHealth } from './helpers/server-process.ts';

describe('the server process', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('exits non-zero with one line naming PORT when PORT is not a number', async () => {
    const { exited, output } = startServer({ PORT: 'abc' });
    expect(await exited).not.toBe(0);
    expect(output().trim()).toBe('Invalid PORT="abc": must be a whole number from 0 to 65535');
  });

  it('exits non-zero with one line naming the missing key when a market data provider has none', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tradearena-proc-'));
    dirs.push(dataDir);
    const { exited, output } = startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      MARKET_DATA_PROVIDER: 'massive',
      MASSIVE_API_KEY: '',
    });
    expect(await exited).toBe(1);
    expect(output().trim()).toBe('MARKET_DATA_PROVIDER=massive needs MASSIVE_API_KEY');
  }, 60_000);

  it('exits non-zero with one line naming PORT when the port is already in use', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tradearena-proc-'));
    dirs.push(dataDir);
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const address = taken.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const { exited, output } = startServer({
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
      });
      expect(await exited).toBe(1);
      expect(output().trim()).toBe(
        `PORT=${port} is already in use on 127.0.0.1: stop the other server or set PORT to a free port`,
      );
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  }, 60_000);

  it('exits non-zero with one line naming DATA_DIR when it cannot be created', async () => {
    const base = mkdtempSync(join(tmpdir(), 'tradearena-proc-'));
    dirs.push(base);
    const blocker = join(base, 'a-file');
    writeFileSync(blocker, '');
    const { exited, output } = startServer({ DATA_DIR: join(blocker, 'data'), DATABASE_URL: '', REDIS_URL: '' });
    expect(await exited).toBe(1);
    const lines = output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Cannot use DATA_DIR=".*a-file\/data": ENOTDIR/);
  }, 60_000);

  it('creates DATA_DIR with the database, answers health, and exits 0 on SIGTERM', async () => {
    const base = mkdtempSync(join(tmpdir(), 'tradearena-proc-'));
    dirs.push(base);
    const dataDir = join(base, 'nested', 'data');
    const port = await freePort();
    const { child, exited, output } = startServer({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
    });
    try {
      const res = await waitForHealth(`http://127.0.0.1:${port}/api/health`, exited);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ status: 'ok', db: 'sqlite' });
      expect(existsSync(join(dataDir, 'tradearena.sqlite'))).toBe(true);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    expect(output()).not.toMatch(/Error/);
  }, 90_000);
});
