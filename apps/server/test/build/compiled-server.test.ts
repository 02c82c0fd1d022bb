import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startProcess, waitForHealth } from '../helpers/server-process.ts';

const root = new URL('../../../../', import.meta.url).pathname;
const dist = join(root, 'apps/server/dist');

/**
 * `npm start`, `npm run serve` and the Docker image run the server compiled to JavaScript by `npm run build`
 * (scripts/build.mjs): plain node, no TypeScript loader, with the migrations, the content and the workspace packages
 * inside the bundle and the paths it finds from its own location (the root package.json, apps/web/dist) unchanged.
 */
describe('the compiled server (apps/server/dist)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tradearena-compiled-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is built by scripts/build.mjs, and found up to date by the next build', () => {
    execFileSync(process.execPath, [join(root, 'scripts/build.mjs'), 'server'], { cwd: root, stdio: 'pipe' });
    const again = execFileSync(process.execPath, [join(root, 'scripts/build.mjs'), 'server'], { cwd: root });
    expect(String(again)).toContain('apps/server/dist: up to date');
  });

  it('migrates a database with plain node', async () => {
    const migrate = startProcess(join(dist, 'migrate.js'), [], { DATA_DIR: dataDir, NODE_ENV: 'production' }, []);
    expect(await migrate.exited, migrate.output()).toBe(0);
    expect(migrate.output()).toMatch(/^Applied: 001-users, /);
  });

  it('serves in production with plain node: ready, its version from the root package.json', async () => {
    const port = await freePort();
    const server = startProcess(
      join(dist, 'server.js'),
      [],
      { NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      [],
    );
    try {
      const health = await waitForHealth(`http://127.0.0.1:${port}/api/health`, server.exited);
      expect(health.status, server.output()).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok', db: 'sqlite', version: '0.1.0', write: 'ok' });
      expect(server.output()).toContain('payments are simulated and every purchase is free');
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    }
  });
});
