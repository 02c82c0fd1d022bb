// Helpers the benchmarks share: a fresh database (a temp dir for SQLite, a new schema when DATABASE_URL is set),
// a free port, waiting for the app, stopping it, and reading a process's CPU time from /proc (Linux).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface BenchDatabase {
  dataDir: string;
  /** The app's DATABASE_URL (search_path set to the fresh schema), or undefined for SQLite in dataDir. */
  databaseUrl: string | undefined;
  kind: 'sqlite' | 'postgres';
  /** Removes the temp dir and drops the schema. */
  drop(): Promise<void>;
}

export async function benchDatabase(prefix: string): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  const admin = process.env.DATABASE_URL;
  let databaseUrl: string | undefined;
  let schema: string | undefined;
  if (admin) {
    schema = `bench_${randomBytes(4).toString('hex')}`;
    await adminQuery(admin, `create schema ${schema}`);
    const u = new URL(admin);
    u.searchParams.set('options', `-c search_path=${schema}`);
    databaseUrl = u.toString();
  }
  return {
    dataDir,
    databaseUrl,
    kind: databaseUrl ? 'postgres' : 'sqlite',
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
      if (admin && schema) await adminQuery(admin, `drop schema if exists ${schema} cascade`);
    },
  };
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

export async function waitFor(url: string, ms = 60_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** CPU time (user + system) a process has used so far, in µs, from /proc (Linux). */
export function cpuMicros(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100; // utime + stime, in clock ticks of 10 ms
  } catch {
    return Number.NaN;
  }
}

/** BENCH_CPU_PROF=<dir>: node's arguments that write a V8 CPU profile of a started process there (on exit); else none. */
export const cpuProfileArgs = (): string[] =>
  process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];

/**
 * The environment of an app server the benches measure, on `port` over the bench's database: production mode, the
 * market always open, logs at warn; `env` adds to that.
 */
export function benchAppEnv(
  port: number,
  db: { dataDir: string; databaseUrl?: string },
  env: Record<string, string> = {},
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: db.dataDir,
    MARKET_HOURS: 'always',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    DATABASE_URL: db.databaseUrl ?? '',
    ...env,
  };
}

/**
 * The app server from its source (`tsx apps/server/src/server.ts` in `root`) on `port` over the bench's database, as
 * the benches measure it (benchAppEnv), logging to this terminal. With BENCH_CPU_PROF, profiled (cpuProfileArgs).
 */
export function startAppFromSource(
  root: string,
  port: number,
  db: { dataDir: string; databaseUrl?: string },
  env: Record<string, string> = {},
): ChildProcess {
  return spawn(process.execPath, [...cpuProfileArgs(), '--import', 'tsx', join(root, 'apps/server/src/server.ts')], {
    cwd: root,
    env: benchAppEnv(port, db, env),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/**
 * Waits until the app has finished its start-up work (the leaderboard indexes loading, and after 16:30 New York
 * time the daily achievements job over every player): less than 5 % of a core over one second, at most 120 s.
 * An app started with `--cpu-prof` (BENCH_CPU_PROF) never gets that quiet (its sampler alone takes 10–13 % of a core),
 * so there the bar is 25 %. Returns how long it waited.
 */
export async function untilQuiet(pid: number | undefined): Promise<number> {
  const started = performance.now();
  const quietMicros = process.env.BENCH_CPU_PROF ? 250_000 : 50_000;
  while (performance.now() - started < 120_000) {
    const before = cpuMicros(pid);
    await new Promise((r) => setTimeout(r, 1_000));
    if (cpuMicros(pid) - before < quietMicros) break;
  }
  return performance.now() - started;
}

/** The middle value (the upper one of an even count), NaN for none. */
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

/** A process's resident memory in MB, from /proc (Linux); NaN when it cannot be read. */
export function rssMb(pid: number | undefined): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN) / 1024;
  } catch {
    return Number.NaN;
  }
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
