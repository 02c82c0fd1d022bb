// bench/trading/orders-while-busy — `DATABASE_URL=postgres://… npx tsx bench/trading/orders-while-busy.ts` (or
// without DATABASE_URL on SQLite): do a full load of the leaderboard index and a season close stall orders?
// Seeds BENCH_PLAYERS players (default 100,000), each also a participant of the weekly championship's current season
// (bench/competitions' seeding), starts the real app as bench/trading/run.ts does, and places market orders (50
// connections, buy then sell 1 AAPL) for the whole run, while, in a separate process on the same database, first a
// full load of the global leaderboard index runs, then the close of that season (the job's body: read, value and rank
// 100,000 participants, then one transaction writing their results and paying the prizes). Prints orders/s and
// latency p50/p99 of the orders answered before, during each, and after.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { migrateToLatest } from '../../apps/server/src/adapters/db/migrate.ts';
import { openDatabase, sqliteFileIn } from '../../apps/server/src/adapters/db/open-database.ts';
import { seedParticipants } from '../competitions/seed-participants.ts';
import {
  benchDatabase,
  freePort,
  loadAverage,
  percentile,
  startAppFromSource,
  stop,
  untilQuiet,
  waitFor,
} from './app-process.ts';
import { seedPlayers, sessionCookies } from './seed-players.ts';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const root = new URL('../../', import.meta.url).pathname;
const appRoot = process.env.BENCH_APP_ROOT ?? root;

/** Runs bench/trading/busy-work.ts in its own process and resolves with when it started and ended. */
function busy(
  env: NodeJS.ProcessEnv,
  args: string[],
): Promise<{ start: number; end: number; maxBlockMs: number; warmUpBlockMs: number }> {
  const start = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'bench/trading/busy-work.ts'), ...args], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout!.on('data', (d) => {
    out += String(d);
  });
  return new Promise((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0
        ? resolve({ start, end: performance.now(), ...JSON.parse(out) })
        : reject(new Error(`busy-work ${args[0]}: ${code}`)),
    ),
  );
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main(): Promise<void> {
  const loadBefore = loadAverage();
  const bench = await benchDatabase('bench-orders-busy');
  const { dataDir, databaseUrl, kind } = bench;
  const sqliteFile = sqliteFileIn(dataDir);
  const handle = openDatabase({ databaseUrl, sqliteFile });
  let app: ReturnType<typeof spawn> | undefined;
  try {
    await migrateToLatest(handle.db, handle.kind);
    const now = new Date();
    const ids = await seedPlayers(handle.db, PLAYERS, now.getTime());
    const season = await seedParticipants(handle.db, 1, ids, now);
    // Vacuumed and analyzed as a live database would be (else autovacuum works through the bulk load meanwhile).
    if (handle.kind === 'postgres') await sql`vacuum analyze`.execute(handle.db);
    const cookies = await sessionCookies(handle.db, ids.slice(0, CONNECTIONS), now);
    console.log(`seeded ${PLAYERS.toLocaleString('en-US')} players on ${kind}, each in weekly season ${season.season}`);
    const port = await freePort();
    app = startAppFromSource(appRoot, port, bench);
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/api/health`);
    await untilQuiet(app.pid);

    const order = (action: string) => JSON.stringify({ symbol: 'AAPL', action, shares: 1, currentPrice: '1.00' });
    let next = 0;
    const load = (seconds: number) =>
      autocannon({
        url: base,
        connections: CONNECTIONS,
        duration: seconds,
        setupClient: (client) => {
          const cookie = cookies[next++ % cookies.length]!;
          client.setRequests(
            ['buy', 'sell'].map((a) => ({
              method: 'POST' as const,
              path: '/api/trade-action',
              body: order(a),
              headers: { 'content-type': 'application/json', cookie },
            })),
          );
        },
      });
    await load(5); // warm-up
    const answered: { at: number; ms: number; ok: boolean }[] = [];
    // Without a callback autocannon's instance is also a promise of its result; its events are what is wanted here.
    const instance = load(600) as unknown as autocannon.Instance;
    instance.on('response', (_client, status, _bytes, ms) =>
      answered.push({ at: performance.now(), ms, ok: status >= 200 && status < 300 }),
    );
    const finished = new Promise((r) => instance.once('done', r));
    const t0 = performance.now();
    await sleep(5_000);
    const env = { ...process.env, DATABASE_URL: databaseUrl ?? '', SQLITE_FILE: sqliteFile };
    const index = await busy(env, ['index']);
    await sleep(3_000);
    const close = await busy(env, ['close', '1', String(season.season), season.endsAt.toISOString()]);
    await sleep(5_000);
    const t1 = performance.now();
    instance.stop();
    await finished;

    const windows: [string, number, number][] = [
      ['orders alone (before)', t0, index.start],
      [`during the index load¹`, index.start, index.end],
      ['between', index.end, close.start],
      [`during the season close¹`, close.start, close.end],
      ['orders alone (after)', close.end, t1],
    ];
    console.log(
      `\nbench/trading/orders-while-busy on ${kind}, ${CONNECTIONS} connections, ${PLAYERS.toLocaleString('en-US')} players (and season participants); load average ${loadBefore} before, ${loadAverage()} after${appRoot === root ? '' : `; app from ${appRoot}`}`,
    );
    const f = (n: number | undefined) => (n === undefined ? '-' : n.toFixed(1));
    for (const [name, from, to] of windows) {
      const inside = answered.filter((a) => a.at >= from && a.at < to);
      const ms = inside.map((a) => a.ms).sort((a, b) => a - b);
      const failed = inside.filter((a) => !a.ok).length;
      console.log(
        `${name.padEnd(26)} ${((to - from) / 1000).toFixed(1).padStart(5)} s  ${Math.round(
          inside.length / ((to - from) / 1000),
        )
          .toLocaleString('en-US')
          .padStart(
            6,
          )} orders/s  p50 ${f(percentile(ms, 50))} ms  p99 ${f(percentile(ms, 99))} ms  max ${f(ms[ms.length - 1])} ms  (not 2xx: ${failed})`,
      );
    }
    console.log(
      `¹ in a process of its own; its event loop was blocked for up to ${index.maxBlockMs.toFixed(0)} ms (index load) and ${close.maxBlockMs.toFixed(0)} ms (close) at a time: what orders on an app instance running it would wait (before each, quoting the seeded symbols once, as a running instance has, blocked up to ${index.warmUpBlockMs.toFixed(0)} and ${close.warmUpBlockMs.toFixed(0)} ms)`,
    );
  } finally {
    if (app) await stop(app);
    await handle.close();
    await bench.drop();
  }
}

await main();
