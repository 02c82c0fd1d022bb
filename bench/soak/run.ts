// bench/soak — `npm run bench:soak` (or `npm run bench -- soak`; plain `npm run bench` leaves it out: it takes
// SOAK_SECONDS, 10 minutes by default). Seeds SOAK_PLAYERS players into a fresh database (SQLite in a temp dir, or a
// fresh schema with DATABASE_URL=postgres://…), starts the real app with MARKET_HOURS=always, measures its capacity on
// a mix of orders (buy, sell), portfolio reads and quotes for SOAK_CAPACITY_SECONDS, then drives that mix at half the
// measured rate (or SOAK_RATE req/s) for SOAK_SECONDS while SOAK_STREAM_CLIENTS /stock-stream clients stay subscribed
// and SOAK_STREAM_CHURN more connect, subscribe and leave every few seconds. Every SOAK_SAMPLE_SECONDS it samples the
// server's resident memory (/proc/<pid>/status) and V8 heap in use (its /metrics, loopback), and at the end reports
// the growth from the start of the soak (after SOAK_WARM_SECONDS at the same rate) to its end; exits 1 above 10 %.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import WebSocket from 'ws';
import { migrateToLatest } from '../../apps/server/src/adapters/db/migrate.ts';
import { openDatabase, sqliteFileIn } from '../../apps/server/src/adapters/db/open-database.ts';
import { quickOr, reportKeyFigures } from '../quick.ts';
import {
  benchDatabase,
  cpuMicros,
  freePort,
  loadAverage,
  median,
  rssMb,
  stop,
  untilQuiet,
  waitFor,
} from '../trading/app-process.ts';
import { SYMBOLS, seedPlayers, sessionCookies } from '../trading/seed-players.ts';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const PLAYERS = env('SOAK_PLAYERS', quickOr(1_000, 10_000));
const CONNECTIONS = env('SOAK_CONNECTIONS', 50);
const SECONDS = env('SOAK_SECONDS', quickOr(30, 600));
const WARM_SECONDS = env('SOAK_WARM_SECONDS', quickOr(5, 30));
const CAPACITY_SECONDS = env('SOAK_CAPACITY_SECONDS', quickOr(3, 10));
const SAMPLE_SECONDS = env('SOAK_SAMPLE_SECONDS', quickOr(2, 5));
const STREAM_CLIENTS = env('SOAK_STREAM_CLIENTS', 200);
const STREAM_CHURN = env('SOAK_STREAM_CHURN', 20);
const MAX_GROWTH = 0.1;
const root = new URL('../../', import.meta.url).pathname;

const order = (action: string) => JSON.stringify({ symbol: 'AAPL', action, shares: 1, currentPrice: '1.00' });
/** What each connection cycles through: an order pair, a portfolio read and two quotes. */
const MIX = [
  { method: 'POST' as const, path: '/api/trade-action', body: order('buy') },
  { method: 'GET' as const, path: '/api/portfolio' },
  { method: 'GET' as const, path: '/api/stocks/quote/MSFT' },
  { method: 'POST' as const, path: '/api/trade-action', body: order('sell') },
  { method: 'GET' as const, path: '/api/stocks/quote/NVDA' },
];

interface Sample {
  at: number;
  rssMb: number;
  heapMb: number;
}

function load(url: string, cookies: string[], seconds: number, overallRate?: number) {
  let next = 0;
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    ...(overallRate ? { overallRate } : {}),
    requests: MIX,
    setupClient: (client) => {
      const cookie = cookies[next++ % cookies.length]!;
      client.setRequests(
        MIX.map((r) => ({
          ...r,
          headers: { ...(r.body ? { 'content-type': 'application/json' } : {}), cookie },
        })),
      );
    },
  });
}

/** The server's V8 heap in use, from its Prometheus metrics (loopback needs no token); NaN without them. */
async function heapMb(base: string): Promise<number> {
  try {
    const res = await fetch(`${base}/metrics`);
    if (!res.ok) return Number.NaN;
    const line = (await res.text()).split('\n').find((l) => l.startsWith('nodejs_heap_size_used_bytes '));
    return line ? Number(line.split(' ')[1]) / 2 ** 20 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** A /stock-stream client subscribed to a few symbols; resolves once subscribed. */
function streamClient(port: number, k: number): Promise<{ ws: WebSocket; received: () => number }> {
  const symbols = SYMBOLS.map(([s]) => s).filter((_, i) => (i + k) % 2 === 0);
  let received = 0;
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/stock-stream`, { perMessageDeflate: false });
    ws.on('message', (data) => {
      received++;
      const text = String(data);
      if (text.startsWith('{"type":"connected"')) ws.send(JSON.stringify({ type: 'subscribe', symbols }));
      else if (text.startsWith('{"type":"subscribed"')) resolve({ ws, received: () => received });
    });
    ws.on('error', reject);
    ws.on('close', (code) => reject(new Error(`stream client closed before subscribing (${code})`)));
  });
}

/** The median of the samples that were read (a NaN is one that could not be). */
const medianRead = (xs: number[]) => median(xs.filter((x) => !Number.isNaN(x)));
const growth = (from: number, to: number) => (to - from) / from;
const pct = (x: number) => (Number.isNaN(x) ? 'n/a' : `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)} %`);
const mb = (x: number) => (Number.isNaN(x) ? 'n/a' : `${x.toFixed(1)} MB`);

async function main(): Promise<void> {
  const loadBefore = loadAverage();
  const bench = await benchDatabase('bench-soak');
  const handle = openDatabase({ databaseUrl: bench.databaseUrl, sqliteFile: sqliteFileIn(bench.dataDir) });
  await migrateToLatest(handle.db, handle.kind);
  const ids = await seedPlayers(handle.db, PLAYERS, Date.now());
  const cookies = await sessionCookies(handle.db, ids.slice(0, CONNECTIONS), new Date());
  await handle.close();
  const port = await freePort();
  const app = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: bench.dataDir,
      MARKET_HOURS: 'always',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DATABASE_URL: bench.databaseUrl ?? '',
      // Every stream client comes from 127.0.0.1: the per-address cap (200) would refuse the churning ones.
      STREAM_MAX_CONNECTIONS_PER_ADDRESS: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const streams: WebSocket[] = [];
  let churning = true;
  try {
    await waitFor(`${base}/api/health`);
    await untilQuiet(app.pid);
    console.log(`${bench.kind}, ${PLAYERS.toLocaleString('en-US')} players, load avg before ${loadBefore}`);

    await load(base, cookies, 5);
    const capacity = await load(base, cookies, CAPACITY_SECONDS);
    const rate = Math.max(1, Math.round(env('SOAK_RATE', capacity.requests.average / 2)));
    console.log(`capacity ${Math.round(capacity.requests.average)} req/s (mix: 2 orders, 1 portfolio, 2 quotes)`);
    console.log(`soak at ${rate} req/s for ${SECONDS} s after ${WARM_SECONDS} s warm-up`);

    for (let k = 0; k < STREAM_CLIENTS; k++) streams.push((await streamClient(port, k)).ws);
    let churned = 0;
    let refused = 0;
    const churn = (async () => {
      while (churning) {
        const batch = await Promise.allSettled(Array.from({ length: STREAM_CHURN }, (_, k) => streamClient(port, k)));
        await new Promise((r) => setTimeout(r, 3_000));
        for (const c of batch) {
          if (c.status === 'fulfilled') {
            c.value.ws.close();
            churned++;
          } else refused++;
        }
      }
    })();

    await load(base, cookies, WARM_SECONDS, rate);
    const samples: Sample[] = [];
    const cpuBefore = cpuMicros(app.pid);
    const started = Date.now();
    const sampler = setInterval(async () => {
      samples.push({ at: (Date.now() - started) / 1000, rssMb: rssMb(app.pid!), heapMb: await heapMb(base) });
    }, SAMPLE_SECONDS * 1000);
    const soak = await load(base, cookies, SECONDS, rate);
    clearInterval(sampler);
    churning = false;
    await churn;
    const cpuSeconds = (cpuMicros(app.pid) - cpuBefore) / 1e6;

    // Start and end of the soak: the median of its first and last tenth (GC makes single samples noisy).
    const tenth = Math.max(1, Math.floor(samples.length / 10));
    const first = samples.slice(0, tenth);
    const last = samples.slice(-tenth);
    const rss = [medianRead(first.map((s) => s.rssMb)), medianRead(last.map((s) => s.rssMb))] as const;
    const heap = [medianRead(first.map((s) => s.heapMb)), medianRead(last.map((s) => s.heapMb))] as const;
    const rssGrowth = growth(rss[0], rss[1]);
    const heapGrowth = growth(heap[0], heap[1]);
    const peak = Math.max(...samples.map((s) => s.rssMb));

    console.log(`\nsoak ${SECONDS} s at ${rate} req/s: ${Math.round(soak.requests.average)} req/s answered`);
    console.log(
      `  ${soak['2xx'].toLocaleString('en-US')} 2xx, ${soak.non2xx} non-2xx, ${soak.errors + soak.timeouts} errors; p50 ${soak.latency.p50} ms, p99 ${soak.latency.p99} ms`,
    );
    console.log(`  server CPU ${((cpuSeconds / SECONDS) * 100).toFixed(0)} % of a core`);
    console.log(
      `  stream: ${STREAM_CLIENTS} clients subscribed throughout, ${churned} connected and left, ${refused} refused`,
    );
    console.log(`  RSS  ${mb(rss[0])} → ${mb(rss[1])} (${pct(rssGrowth)}), peak ${mb(peak)}`);
    console.log(`  heap ${mb(heap[0])} → ${mb(heap[1])} (${pct(heapGrowth)})`);
    console.log(`  samples every ${SAMPLE_SECONDS} s: ${samples.length}; load avg after ${loadAverage()}`);
    reportKeyFigures('soak', {
      'RSS growth': pct(rssGrowth),
      'heap growth': pct(heapGrowth),
      'p99 ms at half capacity': String(soak.latency.p99),
    });
    const grew = [rssGrowth, heapGrowth].some((g) => g > MAX_GROWTH);
    console.log(
      grew ? `FAIL: memory grew more than ${MAX_GROWTH * 100} %` : `OK: memory growth within ${MAX_GROWTH * 100} %`,
    );
    if (grew) process.exitCode = 1;
  } finally {
    churning = false;
    for (const ws of streams) ws.close();
    await stop(app);
    await bench.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
