// Stream benchmark: real WebSocket clients on loopback — 1,000, then 5,000, then 10,000 — each subscribed
// to 10 symbols of the simulated market (MARKET_HOURS=always so it ticks at any hour). Prints delivered messages per
// second, delivery latency p50/p99 (tick timestamp → client receipt), server CPU and memory.
// Run: npx tsx bench/stream/run.ts   (steps and tick period can be given: npx tsx bench/stream/run.ts 10000 --tick-ms=1000)
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { STREAM_TICK_MS } from '@tradearena/contracts';
import { UNIVERSE } from '../../apps/server/src/adapters/market-data/simulated/universe.ts';
import { quickOr, reportKeyFigures } from '../quick.ts';

const tickArg = process.argv.find((a) => a.startsWith('--tick-ms='));
const TICK_MS = tickArg ? Number(tickArg.split('=')[1]) : STREAM_TICK_MS;
const STEPS = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
const CLIENT_STEPS = STEPS.length ? STEPS : quickOr([1_000, 5_000], [1_000, 5_000, 10_000]);
const WORKERS = 2;
const WARMUP_MS = quickOr(2_000, 3_000);
const MEASURE_MS = quickOr(5_000, 10_000);
const root = new URL('../../', import.meta.url).pathname;

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
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  // BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the server there (on exit).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
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
      REDIS_URL: '',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 200; i++) {
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

function call(worker: Worker, msg: object, reply: string): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    const onMessage = (m: { type: string }) => {
      if (m.type !== reply) return;
      worker.off('message', onMessage);
      resolve(m as Record<string, unknown>);
    };
    worker.on('message', onMessage);
    worker.postMessage(msg);
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

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'bench-stream-'));
const server = await startServer(port, dataDir);
const pid = server.pid!;
console.log(
  `server pid ${pid} on port ${port}; ticks every ${TICK_MS} ms per symbol; ${WORKERS} client worker threads; ${MEASURE_MS / 1000} s per step`,
);
console.log(
  'clients | msgs/s delivered | expected/s | p50 ms | p99 ms | server CPU % (user+sys) | server CPU µs per msg | max gap ms | gaps > 2 s | max gap by timestamps ms | server waiting for a CPU % | server RSS MB | load generator CPU % | machine load avg (1 min)',
);
const results: string[] = [];
try {
  for (const clients of CLIENT_STEPS) {
    const workers = Array.from({ length: WORKERS }, () => new Worker(new URL('./client-worker.mjs', import.meta.url)));
    const per = Math.ceil(clients / WORKERS);
    await Promise.all(
      workers.map((w, i) =>
        call(w, { type: 'connect', port, count: Math.min(per, clients - i * per), symbolSets }, 'connected'),
      ),
    );
    await new Promise((r) => setTimeout(r, WARMUP_MS));
    await Promise.all(workers.map((w) => call(w, { type: 'reset' }, 'reset')));
    const cpu0 = cpuTicks(pid);
    const wait0 = runQueueWaitNs(pid);
    const t0 = Date.now();
    await new Promise((r) => setTimeout(r, MEASURE_MS));
    const reports = await Promise.all(workers.map((w) => call(w, { type: 'report' }, 'report')));
    const elapsed = (Date.now() - t0) / 1000;
    const cpu1 = cpuTicks(pid);
    const waitPct = ((runQueueWaitNs(pid) - wait0) / 1e9 / elapsed) * 100;
    const userPct = ((cpu1.user - cpu0.user) / 100 / elapsed) * 100;
    const sysPct = ((cpu1.sys - cpu0.sys) / 100 / elapsed) * 100;
    const h = new Uint32Array(20_000);
    let received = 0;
    let clientCpuMs = 0;
    let maxGapMs = 0;
    let gapsOver2s = 0;
    let maxTickGapMs = 0;
    for (const r of reports) {
      received += r.received as number;
      maxGapMs = Math.max(maxGapMs, r.maxGapMs as number);
      gapsOver2s += r.gapsOver2s as number;
      maxTickGapMs = Math.max(maxTickGapMs, r.maxTickGapMs as number);
      clientCpuMs += r.cpuMs as number;
      (r.histogram as Uint32Array).forEach((v, i) => {
        h[i]! += v;
      });
    }
    const cpuUs = ((cpu1.user - cpu0.user + cpu1.sys - cpu0.sys) / 100 / Math.max(1, received)) * 1e6;
    const line = `${clients} | ${Math.round(received / elapsed)} | ${Math.round((clients * 10 * 1000) / TICK_MS)} | ${percentile(h, received, 0.5)} | ${percentile(h, received, 0.99)} | ${(userPct + sysPct).toFixed(0)} (${userPct.toFixed(0)}+${sysPct.toFixed(0)}) | ${cpuUs.toFixed(1)} | ${maxGapMs} | ${gapsOver2s} | ${maxTickGapMs} | ${waitPct.toFixed(0)} | ${rssMb(pid).toFixed(0)} | ${((clientCpuMs / WORKERS / 1000 / elapsed) * 100).toFixed(0)} | ${loadavg()[0]!.toFixed(1)}`;
    console.log(line);
    results.push(line);
    reportKeyFigures(`stream ${clients} clients`, {
      'µs server CPU per message': cpuUs.toFixed(1),
      'delivered / expected': (received / elapsed / ((clients * 10 * 1000) / TICK_MS)).toFixed(2),
      'p99 ms': String(percentile(h, received, 0.99)),
    });
    await Promise.all(workers.map((w) => call(w, { type: 'close' }, 'closed')));
    await Promise.all(workers.map((w) => w.terminate()));
    await new Promise((r) => setTimeout(r, 2_000));
  }
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
