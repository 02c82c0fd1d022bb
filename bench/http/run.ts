// bench/http/run.ts — `npm run bench -- http` (or `npx tsx bench/http/run.ts [--build]`): the outside measurement of
// the read and order paths, as a client sees them. It starts the BUILT production server
// (`node apps/server/dist/server.js`; `--build` builds it first) on a fresh SQLite data dir (synchronous=FULL, the
// default) and, when DATABASE_URL is set, again on a fresh PostgreSQL schema; signs up 60 players through the real
// HTTP API, each buying 50 INTC; then measures with wrk (2 threads, 50 connections, --latency), a Lua script rotating
// the players' session cookies:
//   - GET /api/portfolio (warm);
//   - POST /api/trade-action, each player alternating buy and sell of 1 INTC;
// and, in the same run, the framework answering a constant body of the portfolio answer's size (Fastify + pino at
// warn, bench/trading/layers.ts `logger`) and a bare node:http server (layers.ts `bare`). Prints req/s, p50/p99, the
// server's CPU per request and each workload as a ratio of both baselines, with the load average.
// BENCH_QUICK=1: 3 s per workload. BENCH_SECONDS, BENCH_WARM_SECONDS, BENCH_PLAYERS; BENCH_CPU_PROF=<dir> runs the
// app with `--cpu-prof` (bench/http/profile-summary.ts summarises the profile); BENCH_LOG_LEVEL (default warn);
// BENCH_WORKLOADS=portfolio,orders (a subset); BENCH_APP_ROOT (below).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { QUICK, reportKeyFigures } from '../quick.ts';
import { benchDatabase, cpuMicros, freePort, loadAverage, stop, untilQuiet, waitFor } from '../trading/app-process.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? (QUICK ? 3 : 8));
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? (QUICK ? 2 : 3));
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 60);
const HOLDING = 50;
const SYMBOL = 'INTC';
const WORKLOADS = new Set((process.env.BENCH_WORKLOADS ?? 'portfolio,orders').split(','));
const root = new URL('../../', import.meta.url).pathname;
// BENCH_APP_ROOT=<another tree with a built apps/server/dist>: runs that tree's server instead (before/after runs).
const appRoot = process.env.BENCH_APP_ROOT ?? root;

export interface WrkResult {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };
const toMs = (text: string) => {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  return m ? Number(m[1]) * UNIT_MS[m[2]!]! : Number.NaN;
};

/** Reads wrk's summary (with --latency). */
export function parseWrk(out: string): WrkResult {
  const pct = (p: string) => toMs(new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm').exec(out)?.[1] ?? '');
  const num = (re: RegExp) => Number(re.exec(out)?.[1] ?? 0);
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    rps: num(/Requests\/sec:\s+([\d.]+)/),
    p50Ms: pct('50'),
    p99Ms: pct('99'),
    requests: num(/(\d+) requests in/),
    non2xx: num(/Non-2xx or 3xx responses: (\d+)/),
    errors: errors ? errors.slice(1).reduce((s, n) => s + Number(n), 0) : 0,
  };
}

const luaList = (items: string[]) => `{${items.map((c) => JSON.stringify(c)).join(',')}}`;

/**
 * The wrk script: each thread takes every other player (so no two threads trade for one player) and rotates over
 * them; for orders each player alternates buy and sell, so holdings stay near 50 and every order fills.
 */
function wrkScript(cookies: string[], workload: 'get' | 'orders'): string {
  return `
local cookies = ${luaList(cookies)}
local threads = {}
function setup(thread)
  thread:set("tid", #threads)
  table.insert(threads, thread)
end
bad = nil
function response(status, headers, body)
  if status >= 300 and bad == nil then bad = status .. " " .. body end
end
function done(summary, latency, requests)
  for _, t in ipairs(threads) do
    local b = t:get("bad")
    if b then io.write("first non-2xx answer: " .. b .. "\\n") end
  end
end
local n = 0
local sold = {}
function request()
  local own = math.floor(#cookies / 2)
  local p = tid + 2 * (n % own) + 1
  n = n + 1
  ${
    workload === 'get'
      ? 'return wrk.format("GET", "/api/portfolio", { ["Cookie"] = cookies[p] })'
      : `local action = sold[p] and "buy" or "sell"
  sold[p] = not sold[p]
  return wrk.format("POST", "/api/trade-action", { ["Cookie"] = cookies[p], ["Content-Type"] = "application/json" },
    '{"symbol":"${SYMBOL}","action":"' .. action .. '","shares":1}')`
  }
end
`;
}

function runWrk(url: string, script: string, seconds: number): WrkResult {
  const dir = mkdtempSync(join(tmpdir(), 'bench-http-wrk-'));
  try {
    const file = join(dir, 'script.lua');
    writeFileSync(file, script);
    const r = spawnSync('wrk', ['-t2', '-c50', `-d${seconds}s`, '--latency', '-s', file, url], { encoding: 'utf8' });
    // wrk runs on with its default request when the script does not load: never measure that.
    if (r.status !== 0 || r.stderr.trim()) throw new Error(`wrk failed: ${r.stderr || r.stdout}`);
    for (const line of r.stdout.split('\n')) if (line.startsWith('first non-2xx')) console.log(line.slice(0, 300));
    const result = parseWrk(r.stdout);
    return result;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Warms with the same traffic, then measures; adds the server's CPU time per request. */
function measure(url: string, script: string, pid: number | undefined) {
  if (WARM_SECONDS > 0) runWrk(url, script, WARM_SECONDS);
  const load = loadAverage();
  const before = cpuMicros(pid);
  // On the monotonic clock V8's profiles use: profile-summary.ts --window=<from>-<to> keeps only these samples.
  const from = process.hrtime.bigint() / 1000n;
  const r = runWrk(url, script, SECONDS);
  const window = `${from}-${process.hrtime.bigint() / 1000n}`;
  return { ...r, cpuUs: (cpuMicros(pid) - before) / Math.max(1, r.requests), load, window };
}

async function signUp(base: string, i: number, tag: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench${i}.${tag}@example.com`,
      password: 'Bench-password-42!',
      firstName: 'Bench',
      lastName: `Player${i}`,
      username: `bench${tag}${i}`,
    }),
  });
  if (res.status !== 201) throw new Error(`sign-up ${i}: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('ta_session='));
  if (!cookie) throw new Error(`sign-up ${i}: no session cookie`);
  const buy = await fetch(`${base}/api/trade-action`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ symbol: SYMBOL, action: 'buy', shares: HOLDING }),
  });
  if (!buy.ok) throw new Error(`buy ${i}: ${buy.status} ${await buy.text()}`);
  return cookie;
}

/** One of bench/trading/layers.ts's servers (`logger` or `bare`) answering `body`, in a child process. */
async function constantServer(layer: 'logger' | 'bare', body: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'bench/trading/layers.ts'), layer], {
    env: { ...process.env, BENCH_LAYER_BODY: body },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port: number = await new Promise((resolve) =>
    child.stdout!.once('data', (d) => resolve(JSON.parse(String(d)).port)),
  );
  return { child, port };
}

export interface HttpRow {
  workload: string;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  cpuUs: number;
  non2xx: number;
  errors: number;
  load: string;
  /** The measured seconds on the monotonic clock, in µs (for profile-summary.ts --window). */
  window: string;
}

/** The whole measurement on one database; returns its rows (baselines first). */
async function runOn(kind: 'sqlite' | 'postgres'): Promise<HttpRow[]> {
  const db = await benchDatabase('bench-http');
  const port = await freePort();
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const app = spawn(process.execPath, [...profile, join(appRoot, 'apps/server/dist/server.js')], {
    cwd: appRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: db.dataDir,
      MARKET_HOURS: 'always',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      NODE_ENV: 'production',
      DATABASE_URL: db.databaseUrl ?? '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const rows: HttpRow[] = [];
  try {
    await waitFor(`${base}/api/health`);
    await untilQuiet(app.pid);
    const tag = Math.random().toString(36).slice(2, 8);
    const cookies: string[] = [];
    for (let i = 0; i < PLAYERS; i++) cookies.push(await signUp(base, i, tag));
    const sample = await fetch(`${base}/api/portfolio`, { headers: { cookie: cookies[0]! } });
    const body = await sample.text();
    if (!sample.ok) throw new Error(`portfolio: ${sample.status} ${body}`);
    console.log(
      `${kind}: ${PLAYERS} players signed up, ${HOLDING} ${SYMBOL} each; portfolio answer ${Buffer.byteLength(body)} bytes`,
    );

    for (const layer of ['bare', 'logger'] as const) {
      const server = await constantServer(layer, body);
      try {
        const r = measure(`http://127.0.0.1:${server.port}`, wrkScript(cookies, 'get'), server.child.pid);
        rows.push({ workload: layer === 'bare' ? 'bare node:http' : 'Fastify + pino (warn)', ...r });
      } finally {
        server.child.kill('SIGTERM');
      }
    }
    if (WORKLOADS.has('portfolio')) {
      rows.push({ workload: 'GET /api/portfolio', ...measure(base, wrkScript(cookies, 'get'), app.pid) });
    }
    if (WORKLOADS.has('orders')) {
      rows.push({ workload: 'POST /api/trade-action', ...measure(base, wrkScript(cookies, 'orders'), app.pid) });
    }
  } finally {
    await stop(app);
    await db.drop();
  }
  return rows;
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => (n < 10 ? n.toFixed(2) : n.toFixed(0));

export function printRows(kind: string, rows: HttpRow[]): void {
  const bare = rows.find((r) => r.workload === 'bare node:http')?.rps ?? Number.NaN;
  const framework = rows.find((r) => r.workload.startsWith('Fastify'))?.rps ?? Number.NaN;
  console.log(`\n${kind}: wrk -t2 -c50 -d${SECONDS}s --latency (warm-up ${WARM_SECONDS} s each)`);
  console.log('| workload | req/s | × framework | × bare | p50 ms | p99 ms | server µs CPU/req | non-2xx | load avg |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.workload} | ${fmt(r.rps)} | ${(r.rps / framework).toFixed(2)} | ${(r.rps / bare).toFixed(2)} | ${ms(r.p50Ms)} | ${ms(r.p99Ms)} | ${r.cpuUs.toFixed(0)} | ${r.non2xx + r.errors} | ${r.load} |`,
    );
  }
  if (process.env.BENCH_CPU_PROF) {
    for (const r of rows) console.log(`profile window of ${r.workload}: --window=${r.window}`);
  }
}

if (process.argv.includes('--build')) {
  const b = spawnSync(process.execPath, [join(root, 'scripts/build.mjs'), 'server'], { stdio: 'inherit' });
  if (b.status !== 0) process.exit(1);
}
const kinds: Array<'sqlite' | 'postgres'> = process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
const results: Array<[string, HttpRow[]]> = [];
for (const kind of kinds) {
  const saved = process.env.DATABASE_URL;
  if (kind === 'sqlite') delete process.env.DATABASE_URL;
  try {
    results.push([kind, await runOn(kind)]);
  } finally {
    if (saved) process.env.DATABASE_URL = saved;
  }
}
for (const [kind, rows] of results) {
  printRows(kind, rows);
  const framework = rows.find((r) => r.workload.startsWith('Fastify'))?.rps ?? Number.NaN;
  reportKeyFigures(
    `http ${kind}`,
    Object.fromEntries(
      rows
        .filter((r) => r.workload.includes('/api/'))
        .map((r) => [`${r.workload} × framework`, `${(r.rps / framework).toFixed(2)}× (p99 ${ms(r.p99Ms)} ms)`]),
    ),
  );
}
const failed = results.some(([, rows]) => rows.some((r) => r.non2xx + r.errors > 0));
process.exit(failed ? 1 : 0);
