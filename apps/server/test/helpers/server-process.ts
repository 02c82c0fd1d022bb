import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';

const serverEntry = new URL('../../src/server.ts', import.meta.url).pathname;
// tsx's loader inside the one node process (its CLI would run the server in a child process of its own, which a
// SIGKILL of the CLI leaves running).
const tsxLoader = new URL('../../../../node_modules/tsx/dist/loader.mjs', import.meta.url).href;

export interface ServerProcess {
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal) once its output is all read. */
  exited: Promise<number | null>;
}

/** A free TCP port on loopback (closed again before it is returned). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Runs the TypeScript file `entry` with `args` in a node process of its own (tsx's loader in that process; a
 * JavaScript file with `nodeArgs` [] runs in plain node), configured only by `env` (plus PATH); its stdout and stderr
 * are collected.
 */
export function startProcess(
  entry: string,
  args: string[],
  env: Record<string, string>,
  nodeArgs = ['--import', tsxLoader],
): ServerProcess {
  let out = '';
  const child = spawn(process.execPath, [...nodeArgs, entry, ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    out += String(d);
  });
  child.stderr?.on('data', (d) => {
    out += String(d);
  });
  // 'close', not 'exit': by then everything the process wrote has been read.
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

/** Starts `apps/server/src/server.ts` in its own process, configured only by `env` (plus PATH; LOG_LEVEL warn). */
export function startServer(env: Record<string, string>): ServerProcess {
  return startProcess(serverEntry, [], { LOG_LEVEL: 'warn', ...env });
}

/** The first answer of `url`, asked again until the server listens; throws if the process exits or a minute passes. */
export async function waitForHealth(url: string, exited: Promise<number | null>): Promise<Response> {
  const deadline = Date.now() + 60_000;
  let done = false;
  void exited.then(() => {
    done = true;
  });
  while (Date.now() < deadline && !done) {
    try {
      return await fetch(url);
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`server did not answer ${url}`);
}

const serving: { server: ServerProcess; dataDir: string }[] = [];

/**
 * Starts the server on loopback at `port` (default: a free one) with a fresh data directory named after `name`,
 * configured by `env` besides, and waits until `healthPath` answers 200. stopAll() ends it and removes the directory.
 */
export async function serveOnFreePort(
  name: string,
  env: Record<string, string>,
  opts: { port?: number; healthPath?: string } = {},
): Promise<{ server: ServerProcess; port: number; health: Response }> {
  const dataDir = mkdtempSync(join(tmpdir(), `tradearena-${name}-`));
  const port = opts.port ?? (await freePort());
  const server = startServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env });
  serving.push({ server, dataDir });
  const health = await waitForHealth(`http://127.0.0.1:${port}${opts.healthPath ?? '/api/health/live'}`, server.exited);
  expect(health.status, server.output()).toBe(200);
  return { server, port, health };
}

/** Kills every server serveOnFreePort started that still runs, waits until all have exited, and removes their data. */
export async function stopAll(): Promise<void> {
  const all = serving.splice(0);
  for (const { server } of all)
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  await Promise.all(all.map(({ server }) => server.exited));
  for (const { dataDir } of all) rmSync(dataDir, { recursive: true, force: true });
}
