// Stream benchmark: real WebSocket clients on loopback — 1,000, then 5,000, then 10,000 per server instance — each
// subscribed to 10 symbols of the simulated market (MARKET_HOURS=always so it ticks at any hour; outside an NYSE
// session the server runs on a clock shifted into the latest one, CLOCK_START, since the simulated prices only move
// then). Prints delivered messages per second, delivery latency p50/p99 (first receipt of a tick by any client →
// this client's receipt) and the price's age (quote timestamp → receipt), server CPU and memory.
// Run: npx tsx bench/stream/run.ts   (steps and tick period can be given: npx tsx bench/stream/run.ts 10000 --tick-ms=1000)
// Two instances through Redis, the first one publishing: npx tsx bench/stream/run.ts 10000 --instances=2
//   (BENCH_REDIS_URL or REDIS_URL; a fresh REDIS_PREFIX per run). BENCH_APP_ROOT=<checkout> runs that tree's server.
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { STREAM_TICK_MS } from '@tradearena/contracts';
import { isMarketOpen, latestSessionAt, nextClose } from '@tradearena/domain';
import WebSocket from 'ws';
import { UNIVERSE } from '../../apps/server/src/adapters/market-data/simulated/universe.ts';
import { quickOr, reportKeyFigures } from '../quick.ts';
import { cpuProfileArgs, rssMb } from '../trading/app-process.ts';

const tickArg = process.argv.find((a) => a.startsWith('--tick-ms='));
const TICK_MS = tickArg ? Number(tickArg.split('=')[1]) : STREAM_TICK_MS;
const STEPS = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
const CLIENT_STEPS = STEPS.length ? STEPS : quickOr([1_000, 5_000], [1_000, 5_000, 10_000]);
const instancesArg = process.argv.find((a) => a.startsWith('--instances='));
const INSTANCES = instancesArg ? Number(instancesArg.split('=')[1]) : 1;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? process.env.REDIS_URL ?? '';
if (INSTANCES > 1 && !REDIS_URL) throw new Error('--instances needs BENCH_REDIS_URL or REDIS_URL');
const REDIS_PREFIX = INSTANCES > 1 ? `bench-stream-${process.pid}-${Date.now().toString(36)}:` : '';
/** Half an hour into the latest NYSE session when the market is not open for the next half hour (BENCH_CLOCK_START). */
function clockStart(): string {
  if (process.env.BENCH_CLOCK_START) return process.env.BENCH_CLOCK_START;
  const now = new Date();
  if (isMarketOpen(now) && nextClose(now).getTime() - now.getTime() > 30 * 60_000) return '';
  return new Date(latestSessionAt(now).opensAt!.getTime() + 30 * 60_000).toISOString();
}
const CLOCK_START = clockStart();
const WORKERS = Number(process.env.BENCH_WORKERS ?? 2);
const WARMUP_MS = quickOr(2_000, 3_000);
const MEASURE_MS = quickOr(5_000, 10_000);
const root = new URL('../../', import.meta.url).pathname;
/** BENCH_APP_ROOT=<another checkout>: run that tree's server under the same load (before/after comparisons). */
const appRoot = process.env.BENCH_APP_ROOT ?? root;

async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const port = (srv.address() as { port: number }).port;
  await new Promise((r) => srv.close(r));
  return port;
}

/** User and system CPU time of a process so far, in clock ticks (100 per second). */
function cpuTicks(pid: number): { user: number; sys: number } {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return { user: Number(fields[11]), sys: Number(fields[12]) };
}
/** Nanoseconds the server's main thread (its event loop) has spent runnable but waiting for a CPU. */
const runQueueWaitNs = (pid: number) => Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1]);

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  // BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the server there (on exit).
  const child = spawn(process.execPath, [...cpuProfileArgs(), '--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: appRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      MARKET_HOURS: 'always',
      STREAM_TICK_MS: String(TICK_MS),
      // Every client of the benchmark comes from loopback: lift the per-address cap (the total stays capped below
      // the open-file limit).
      STREAM_MAX_CONNECTIONS_PER_ADDRESS: '100000',
      STREAM_MAX_CONNECTIONS: '100000',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      REDIS_URL: INSTANCES > 1 ? REDIS_URL : '',
      REDIS_PREFIX,
      ...(CLOCK_START ? { CLOCK_START } : {}),
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 900; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('server did not start');
}

function call(worker: ChildProcess, msg: object, reply: string): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    const onMessage = (m: { type: string }) => {
      if (m.type !== reply) return;
      worker.off('message', onMessage);
      resolve(m as Record<string, unknown>);
    };
    worker.on('message', onMessage);
    worker.send(msg);
  });
}

function percentile(h: Uint32Array, total: number, p: number): number {
  let seen = 0;
  for (let i = 0; i < h.length; i++) {
    seen += h[i]!;
    if (seen >= total * p) return i;
  }
  return h.length;
}

const symbols = UNIVERSE.slice(0, 100).map((u) => u.symbol);
const symbolSets = Array.from({ length: 100 }, (_, i) =>
  Array.from({ length: 10 }, (_, j) => symbols[(i * 7 + j * 10) % 100]!),
);

/**
 * The server's clock minus this one, from the `pong` of a ping without a timestamp (the server's own time, halfway
 * through the round trip), so clients can time a quote's age on a shifted server clock.
 */
async function clockOffsetOf(port: number): Promise<number> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/stock-stream`);
  try {
    let sentAt = 0;
    return await new Promise<number>((resolve, reject) => {
      ws.on('error', reject);
      ws.on('message', (data) => {
        const m = JSON.parse(data.toString()) as { type: string; timestamp?: string };
        if (m.type === 'connected') {
          sentAt = Date.now();
          ws.send(JSON.stringify({ type: 'ping' }));
        } else if (m.type === 'pong') resolve(Date.parse(m.timestamp!) - (sentAt + Date.now()) / 2);
      });
    });
  } finally {
    ws.terminate();
  }
}

/** Waits until the server's tick publisher holds the lease, so the first instance is the one publishing. */
async function waitForTicks(port: number): Promise<void> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/stock-stream`);
  try {
    await new Promise<void>((resolve, reject) => {
      ws.on('error', reject);
      ws.on('message', (data) => {
        const m = JSON.parse(data.toString()) as { type: string };
        if (m.type === 'connected') ws.send(JSON.stringify({ type: 'subscribe', symbols: [symbols[0]] }));
        else if (m.type === 'stock_update' && ++updates === 2) resolve();
      });
      let updates = 0;
    });
  } finally {
    ws.terminate();
  }
}

const servers: { port: number; dataDir: string; child: ChildProcess; pid: number; clockOffsetMs: number }[] = [];
// The servers go with the bench, however it ends (an uncaught error or a signal skips the finally below).
process.on('exit', () => {
  for (const s of servers) s.child.kill('SIGTERM');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(1));
const cpuOf = (pids: number[]) =>
  pids.map(cpuTicks).reduce((a, b) => ({ user: a.user + b.user, sys: a.sys + b.sys }), { user: 0, sys: 0 });
const fmt = (n: number) => n.toFixed(0);
try {
  for (let i = 0; i < INSTANCES; i++) {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-stream-'));
    const child = await startServer(port, dataDir);
    // The first instance takes the publisher's lease before the next one starts (it renews it from then on).
    if (i === 0) await waitForTicks(port);
    servers.push({ port, dataDir, child, pid: child.pid!, clockOffsetMs: await clockOffsetOf(port) });
  }
  const pids = servers.map((s) => s.pid);
  console.log(
    `server pids ${pids.join(', ')} on ports ${servers.map((s) => s.port).join(', ')}${INSTANCES > 1 ? ` (Redis, prefix ${REDIS_PREFIX}; the first publishes)` : ''}; clock ${CLOCK_START ? `shifted to ${CLOCK_START}` : 'real'}; ticks every ${TICK_MS} ms per symbol; ${WORKERS} client processes; ${MEASURE_MS / 1000} s per step`,
  );
  console.log(
    'clients | msgs/s delivered | expected/s | delivery p50 ms | delivery p99 ms | age p50 ms | age p99 ms | server CPU % (user+sys) | server CPU µs per msg | max gap ms | gaps > 2 s | max gap by timestamps ms | server waiting for a CPU % | server RSS MB | load generator CPU % | machine load avg (1/5/15 min)',
  );
  for (const perInstance of CLIENT_STEPS) {
    const clients = perInstance * INSTANCES;
    const workers = Array.from({ length: WORKERS }, () =>
      fork(new URL('./client-worker.mjs', import.meta.url).pathname, { serialization: 'advanced' }),
    );
    // Each worker holds an equal share of every instance's clients; ages are timed on the publisher's clock.
    const per = Math.ceil(perInstance / WORKERS);
    await Promise.all(
      workers.map(async (w, i) => {
        for (const srv of servers) {
          const count = Math.min(per, perInstance - i * per);
          const clockOffsetMs = servers[0]!.clockOffsetMs;
          await call(w, { type: 'connect', port: srv.port, count, symbolSets, clockOffsetMs }, 'connected');
        }
      }),
    );
    await Promise.all(workers.map((w) => call(w, { type: 'subscribe' }, 'subscribed')));
    await new Promise((r) => setTimeout(r, WARMUP_MS));
    await Promise.all(workers.map((w) => call(w, { type: 'reset' }, 'reset')));
    const cpu0 = cpuOf(pids);
    const wait0 = pids.map(runQueueWaitNs);
    const t0 = Date.now();
    await new Promise((r) => setTimeout(r, MEASURE_MS));
    const reports = await Promise.all(workers.map((w) => call(w, { type: 'report' }, 'report')));
    const elapsed = (Date.now() - t0) / 1000;
    const cpu1 = cpuOf(pids);
    const waitPct = pids.map((pid, i) => ((runQueueWaitNs(pid) - wait0[i]!) / 1e9 / elapsed) * 100);
    const userPct = ((cpu1.user - cpu0.user) / 100 / elapsed) * 100;
    const sysPct = ((cpu1.sys - cpu0.sys) / 100 / elapsed) * 100;
    const h = new Uint32Array(20_000);
    const delivery = new Uint32Array(20_000);
    let received = 0;
    let clientCpuMs = 0;
    let maxGapMs = 0;
    let gapsOver2s = 0;
    let maxTickGapMs = 0;
    const firstReceipt = new Map<number, number>();
    type TickReport = { ts: number; first: number; after: [number, number][] };
    for (const r of reports) {
      for (const t of r.ticks as TickReport[])
        firstReceipt.set(t.ts, Math.min(t.first, firstReceipt.get(t.ts) ?? t.first));
    }
    for (const r of reports) {
      received += r.received as number;
      maxGapMs = Math.max(maxGapMs, r.maxGapMs as number);
      gapsOver2s += r.gapsOver2s as number;
      maxTickGapMs = Math.max(maxTickGapMs, r.maxTickGapMs as number);
      clientCpuMs += r.cpuMs as number;
      (r.histogram as Uint32Array).forEach((v, i) => {
        h[i]! += v;
      });
      for (const t of r.ticks as TickReport[]) {
        const shift = t.first - firstReceipt.get(t.ts)!;
        for (const [ms, n] of t.after) delivery[Math.min(19_999, ms + shift)]! += n;
      }
    }
    const cpuUs = ((cpu1.user - cpu0.user + cpu1.sys - cpu0.sys) / 100 / Math.max(1, received)) * 1e6;
    const line = [
      INSTANCES > 1 ? `${INSTANCES} × ${perInstance}` : clients,
      Math.round(received / elapsed),
      Math.round((clients * 10 * 1000) / TICK_MS),
      percentile(delivery, received, 0.5),
      percentile(delivery, received, 0.99),
      percentile(h, received, 0.5),
      percentile(h, received, 0.99),
      `${fmt(userPct + sysPct)} (${fmt(userPct)}+${fmt(sysPct)})`,
      cpuUs.toFixed(1),
      maxGapMs,
      gapsOver2s,
      maxTickGapMs,
      waitPct.map(fmt).join(' / '),
      pids.map((pid) => fmt(rssMb(pid))).join(' / '),
      fmt((clientCpuMs / WORKERS / 1000 / elapsed) * 100),
      loadavg()
        .map((l) => l.toFixed(1))
        .join(' / '),
    ].join(' | ');
    console.log(line);
    reportKeyFigures(`stream ${INSTANCES > 1 ? `${INSTANCES} × ${perInstance}` : clients} clients`, {
      'µs server CPU per message': cpuUs.toFixed(1),
      'delivered / expected': (received / elapsed / ((clients * 10 * 1000) / TICK_MS)).toFixed(2),
      'delivery p99 ms': String(percentile(delivery, received, 0.99)),
      'price age p99 ms': String(percentile(h, received, 0.99)),
    });
    await Promise.all(workers.map((w) => call(w, { type: 'close' }, 'closed')));
    for (const w of workers) w.kill();
    await new Promise((r) => setTimeout(r, 2_000));
  }
} finally {
  for (const s of servers) {
    s.child.kill('SIGTERM');
    rmSync(s.dataDir, { recursive: true, force: true });
  }
}
