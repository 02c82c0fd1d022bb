import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (the server is started from there, as playwright.config.ts does). */
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
/** Class leagues start on the half hour (the create dialog's start time list). */
const HALF_HOUR_MS = 30 * 60_000;

export interface ClockedServer {
  baseURL: string;
  /** The next half hour after the server started: the earliest class-league start the journey can wait for. */
  slot: Date;
  /** The server's time now, at most a few seconds ahead of it (its start-up time). */
  serverNow(): Date;
  stop(): Promise<void>;
}

async function isAnswering(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * A journey's own server (the built app and the compiled server the config's servers run, production mode, a fresh
 * SQLite folder, the simulated payment provider) whose clock (CLOCK_START) is set so that the next half hour comes
 * `leadMs` after it starts. A class league must start in the future on a half hour; with this clock a
 * league created for `slot` really starts a minute or two later, instead of up to 30 minutes. The clock runs ahead of
 * the browser's by less than 30 minutes.
 */
export async function startClockedServer({
  port,
  leadMs,
  clockStart,
  env = {},
}: {
  port: number;
  leadMs: number;
  /** A fixed CLOCK_START instead of the half-hour one (the orders journey's known price path), and extra variables. */
  clockStart?: string;
  env?: Record<string, string>;
}): Promise<ClockedServer> {
  const baseURL = `http://localhost:${port}`;
  if (await isAnswering(`${baseURL}/api/health/live`)) throw new Error(`port ${port} is taken: stop what runs there`);
  const startedAt = Date.now();
  const slot = new Date(Math.ceil((startedAt + leadMs) / HALF_HOUR_MS) * HALF_HOUR_MS);
  const offsetMs = clockStart ? Date.parse(clockStart) - startedAt : slot.getTime() - leadMs - startedAt;
  const output: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'tradearena-e2e-clocked-')),
      MARKET_HOURS: 'always',
      CLOCK_START: new Date(startedAt + offsetMs).toISOString(),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      PUBLIC_URL: baseURL,
      ...env,
    },
  });
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk) => output.push(String(chunk)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.pid !== undefined) {
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
  };
  const deadline = Date.now() + 120_000;
  while (!(await isAnswering(`${baseURL}/api/health`))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the clocked server did not start:\n${output.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { baseURL, slot, serverNow: () => new Date(Date.now() + offsetMs), stop };
}
