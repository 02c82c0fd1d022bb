// bench/trading — `npx tsx bench/trading/run.ts` (SQLite in a temp dir) or with DATABASE_URL=postgres://… (a fresh
// schema). Seeds BENCH_PLAYERS players (default 100,000) into a fresh database, starts the real app on it with
// MARKET_HOURS=always, then measures over HTTP on loopback, one phase at a time: a bare Node http server (the
// machine's ceiling), GET /api/portfolio, POST /api/trade-action (market orders, buy then sell), and GET
// /api/leaderboard. Prints ratios to the ceiling and the server's CPU time per request.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { migrateToLatest } from '../../apps/server/src/adapters/db/migrate.ts';
import { openDatabase, sqliteFileIn } from '../../apps/server/src/adapters/db/open-database.ts';
import { quickOr, reportKeyFigures } from '../quick.ts';
import {
  benchDatabase,
  cpuMicros,
  freePort,
  loadAverage,
  percentile,
  startAppFromSource,
  stop,
  untilQuiet,
  waitFor,
} from './app-process.ts';
import { type LoadRequest, type LoadResult, runLoad } from './load.ts';
import { seedPlayers, sessionCookies } from './seed-players.ts';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? quickOr(5_000, 100_000));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? quickOr(3, 10));
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? quickOr(1, 5));
const root = new URL('../../', import.meta.url).pathname;
// BENCH_APP_ROOT=<another checkout> runs that tree's app against the same seeded database (before/after runs).
const appRoot = process.env.BENCH_APP_ROOT ?? root;
// BENCH_PHASES=orders (comma-separated: ceiling, reads, orders, leaderboard) runs only those phases.
const PHASES = new Set((process.env.BENCH_PHASES ?? 'ceiling,reads,orders,leaderboard').split(','));

type Measured = LoadResult & { cpuUs: number; loadCpuUs: number };

/** Runs one load phase and adds the measured process's CPU time per answered request. */
async function measured(pid: number | undefined, run: () => Promise<LoadResult>): Promise<Measured> {
  const before = cpuMicros(pid);
  const own = process.cpuUsage();
  const r = await run();
  const answered = Math.max(1, r.ok + r.notOk);
  const { user, system } = process.cpuUsage(own);
  return { ...r, cpuUs: (cpuMicros(pid) - before) / answered, loadCpuUs: (user + system) / answered };
}

async function main(): Promise<void> {
  const loadBefore = loadAverage();
  const bench = await benchDatabase('bench-trading');
  const { dataDir, databaseUrl, kind: dbKind } = bench;
  // The players are in the database before the server starts (a restart on a populated database): the server
  // loads its leaderboard index at start, in the background.
  const handle = openDatabase({ databaseUrl, sqliteFile: sqliteFileIn(dataDir) });
  await migrateToLatest(handle.db, handle.kind);
  const seedStart = performance.now();
  const ids = await seedPlayers(handle.db, PLAYERS, Date.now());
  const seedMs = performance.now() - seedStart;
  const cookies = await sessionCookies(handle.db, ids.slice(0, CONNECTIONS), new Date());
  console.log(`seeded ${PLAYERS.toLocaleString('en-US')} players on ${dbKind} in ${(seedMs / 1000).toFixed(1)} s`);
  const port = await freePort();
  // BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the app server there.
  const app = startAppFromSource(appRoot, port, bench);
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/api/health`);
    // Right after start the index may still be loading: this first request waits for it.
    const startedAt = performance.now();
    const first = await fetch(`${base}/api/leaderboard`, { headers: { cookie: cookies[0]! } });
    if (!first.ok) throw new Error(`leaderboard answered ${first.status}`);
    await first.arrayBuffer();
    const readyMs = performance.now() - startedAt;
    const quietMs = await untilQuiet(app.pid);

    // Every phase is measured after WARM_SECONDS of the same traffic (JIT, prepared paths, the caches, V8's young
    // generation sized to the load): the figures are steady state, not a process's first seconds.
    const phase = async (url: string, pid: number | undefined, requests: LoadRequest[], clients = cookies) => {
      await runLoad({ url, connections: CONNECTIONS, seconds: WARM_SECONDS, requests, cookies: clients });
      return measured(pid, () =>
        runLoad({ url, connections: CONNECTIONS, seconds: SECONDS, requests, cookies: clients }),
      );
    };
    let ceiling: Measured | undefined;
    if (PHASES.has('ceiling')) {
      const bare = spawn(process.execPath, ['--import', 'tsx', join(root, 'bench/trading/bare-server.ts')], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const barePort: number = await new Promise((resolve) =>
        bare.stdout!.once('data', (d) => resolve(JSON.parse(String(d)).port)),
      );
      ceiling = await phase(`http://127.0.0.1:${barePort}`, bare.pid, [{ method: 'GET', path: '/' }], []);
      await stop(bare);
    }

    const reads = PHASES.has('reads')
      ? await phase(base, app.pid, [{ method: 'GET', path: '/api/portfolio' }])
      : undefined;
    const order = (action: string) => JSON.stringify({ symbol: 'AAPL', action, shares: 1, currentPrice: '1.00' });
    const orders = PHASES.has('orders')
      ? await phase(base, app.pid, [
          { method: 'POST', path: '/api/trade-action', body: order('buy') },
          { method: 'POST', path: '/api/trade-action', body: order('sell') },
        ])
      : undefined;

    const me = cookies[CONNECTIONS - 1]!;
    const getBoard = async () => {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/leaderboard`, { headers: { cookie: me } });
      const rows = (await res.json()) as { rank: number }[];
      if (!res.ok || rows.length < 10) throw new Error(`leaderboard answered ${res.status}`);
      return { ms: performance.now() - t0, rows };
    };
    let board: { cold: Awaited<ReturnType<typeof getBoard>>; samples: number[]; load: Measured } | undefined;
    if (PHASES.has('leaderboard')) {
      const cold = await getBoard();
      const samples: number[] = [];
      const until = Date.now() + 5_000;
      while (Date.now() < until) {
        samples.push((await getBoard()).ms);
        await new Promise((r) => setTimeout(r, 20));
      }
      samples.sort((a, b) => a - b);
      const load = await measured(app.pid, () =>
        runLoad({
          url: base,
          connections: 10,
          seconds: 5,
          requests: [{ method: 'GET', path: '/api/leaderboard' }],
          cookies,
        }),
      );
      board = { cold, samples, load };
    }

    const c = ceiling?.requestsPerSecond;
    const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
    const line = (name: string, r: Measured | undefined) =>
      r &&
      `${name.padEnd(28)} ${fmt(r.requestsPerSecond).padStart(8)}/s  p50 ${String(r.p50Ms).padStart(4)} ms  p99 ${String(r.p99Ms).padStart(4)} ms  ${c ? `${(r.requestsPerSecond / c).toFixed(2)} × ceiling  ` : ''}${fmt(r.cpuUs).padStart(4)} µs CPU/req, load generator ${fmt(r.loadCpuUs).padStart(3)} µs  (2xx ${r.ok}, other ${r.notOk}, errors ${r.errors})`;
    console.log(
      `\nload average ${loadBefore} before the run, ${loadAverage()} after; µs CPU/req: CPU time of the server process (for the ceiling: of the bare server) per answered request; load generator: this process's CPU time (autocannon) per answered request; ${WARM_SECONDS} s warm-up before each phase`,
    );
    console.log(
      `bench/trading on ${dbKind}, ${CONNECTIONS} connections, ${SECONDS} s per phase, ${PLAYERS.toLocaleString('en-US')} players${appRoot === root ? '' : `, app from ${appRoot}`}`,
    );
    for (const l of [
      line('bare node http (ceiling)', ceiling),
      line('GET /api/portfolio', reads),
      line('POST /api/trade-action', orders),
      line('GET /api/leaderboard (10 c)', board?.load),
    ]) {
      if (l) console.log(l);
    }
    const startLine = `leaderboard, one client: right after start ${readyMs.toFixed(0)} ms (waits for the index of ${PLAYERS.toLocaleString('en-US')} players loading at start; the app's start-up work then took ${(quietMs / 1000).toFixed(1)} s more, waited out before measuring)`;
    if (board) {
      const { cold, samples } = board;
      console.log(
        `${startLine}; first after the other phases ${cold.ms.toFixed(0)} ms; then p50 ${percentile(samples, 50).toFixed(1)} ms, p99 ${percentile(samples, 99).toFixed(1)} ms, max ${samples[samples.length - 1]!.toFixed(1)} ms over ${samples.length} requests; own rank ${cold.rows[cold.rows.length - 1]!.rank}`,
      );
    } else console.log(startLine);
    const goals: string[] = [];
    if (orders && c) {
      goals.push(
        `orders ≥ 0.25 × ceiling with p99 < 50 ms: ${orders.requestsPerSecond >= 0.25 * c && orders.p99Ms < 50 ? 'met' : 'NOT met'}`,
      );
    }
    if (orders && dbKind === 'postgres') {
      goals.push(
        `PostgreSQL orders ≥ 4,000/s with p99 < 50 ms: ${orders.requestsPerSecond >= 4_000 && orders.p99Ms < 50 ? 'met' : 'NOT met'}`,
      );
    }
    if (reads && c)
      goals.push(`portfolio reads ≥ 0.5 × ceiling: ${reads.requestsPerSecond >= 0.5 * c ? 'met' : 'NOT met'}`);
    if (board) goals.push(`leaderboard p99 < 50 ms: ${percentile(board.samples, 99) < 50 ? 'met' : 'NOT met'}`);
    console.log(`goals: ${goals.join('; ')}`);
    const ratio = (r: Measured | undefined) =>
      r && c ? `${(r.requestsPerSecond / c).toFixed(2)}× (${fmt(r.cpuUs)} µs CPU, p99 ${r.p99Ms} ms)` : '—';
    reportKeyFigures(`trading ${dbKind}`, {
      'portfolio reads × ceiling': ratio(reads),
      'orders × ceiling': ratio(orders),
      'leaderboard (10 c) × ceiling': ratio(board?.load),
    });
  } finally {
    await stop(app);
    await handle.close();
    await bench.drop();
  }
}

await main();
