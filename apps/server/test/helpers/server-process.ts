import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

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

/** Starts `apps/server/src/server.ts` in its own process, configured only by `env` (plus PATH; LOG_LEVEL warn). */
export function startServer(env: Record<string, string>): ServerProcess {
  let out = '';
  const child = spawn(process.execPath, ['--import', tsxLoader, serverEntry], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
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

/** Asks `check` every `everyMs` until it returns a value other than undefined/false; throws `what` at the deadline. */
export async function waitUntil<T>(
  what: string,
  check: () => Promise<T | undefined | false> | T | undefined | false,
  opts: { timeoutMs?: number; everyMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + (opts.timeoutMs ?? 20_000);
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const v = await check();
      if (v !== undefined && v !== false) return v;
    } catch (err) {
      last = err;
    }
    await new Promise((r) => setTimeout(r, opts.everyMs ?? 100));
  }
  throw new Error(`timed out waiting until ${what}${last ? ` (last error: ${String(last)})` : ''}`);
}
