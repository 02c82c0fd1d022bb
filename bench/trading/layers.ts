// bench/trading/layers.ts — `npx tsx bench/trading/layers.ts`: what the HTTP stack itself costs per request on this
// machine, before any of the app's work. Each layer answers the same fixed ~1 KB JSON body (the size of a portfolio
// answer) with the same headers as the app's API answers, in a child process of its own; each is warmed up, then
// measured with the trading bench's load generator (50 connections). Layers: a bare Node `http` server; Fastify
// without a logger; Fastify with pino at `warn` (as the bench runs the app); and Fastify with @fastify/cookie, the
// app's answer-header hook (request id and security headers) and @fastify/websocket (every hook a request passes,
// except the session lookup and the metrics). Prints req/s, the server's and the load generator's CPU per
// request, and each as a ratio of the bare server — the budget left for the app's own work under the issue's goals.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import fastifyCookie from '@fastify/cookie';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerAnswerHeaders } from '../../apps/server/src/plugins/security-headers.ts';
import { runLoad } from './load.ts';

const LAYERS = ['bare', 'fastify', 'logger', 'hooks'] as const;
type Layer = (typeof LAYERS)[number];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

// BENCH_LAYER_BODY: another body to answer (bench/http passes the app's real portfolio answer, for the same size).
const body =
  process.env.BENCH_LAYER_BODY ??
  JSON.stringify({
    totalValue: 102918.24,
    cashBalance: 84824.75,
    positions: Array.from({ length: 4 }, (_, i) => ({
      symbol: ['AAPL', 'NVDA', 'ORCL', 'MSFT'][i],
      quantity: 20 + i,
      averagePrice: 368.66,
      currentPrice: 368.8,
      costBasis: 7373.1,
      totalValue: 7376,
      marketValue: 7376,
      unrealizedPL: 2.9,
      profitLoss: 2.9,
      profitLossPercent: 0.04,
      dayChange: -49,
      dayChangePercent: -0.66,
    })),
  });
const apiHeaders = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
};

/** One layer, listening on a free loopback port (printed as JSON for the parent). */
async function serve(layer: Layer): Promise<number> {
  if (layer === 'bare') {
    const server = createServer((_req, res) => {
      res.writeHead(200, {
        'x-request-id': randomUUID(),
        'content-type': 'application/json; charset=utf-8',
        ...apiHeaders,
        'content-length': Buffer.byteLength(body),
      });
      res.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  }
  const app: FastifyInstance = Fastify({
    logger: layer === 'fastify' ? false : { level: 'warn' },
    // As app.ts: a caller's well-formed x-request-id is kept, else a random one.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
  });
  if (layer === 'hooks') {
    await app.register(fastifyCookie, { hook: false });
    registerAnswerHeaders(app, { https: false });
    await app.register(fastifyWebsocket);
  }
  app.get('/api/portfolio', (request, reply) => {
    if (layer !== 'hooks') reply.header('x-request-id', request.id).headers(apiHeaders);
    reply.header('content-type', 'application/json; charset=utf-8').send(body);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100;
}

async function measure(layer: Layer) {
  const child = spawn(process.execPath, ['--import', 'tsx', new URL(import.meta.url).pathname, layer], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const port: number = await new Promise((resolve) =>
      child.stdout!.once('data', (d) => resolve(JSON.parse(String(d)).port)),
    );
    const load = (seconds: number) =>
      runLoad({
        url: `http://127.0.0.1:${port}`,
        connections: CONNECTIONS,
        seconds,
        requests: [{ method: 'GET', path: '/api/portfolio' }],
      });
    await load(WARM_SECONDS);
    const before = cpuMicros(child.pid!);
    const own = process.cpuUsage();
    const r = await load(SECONDS);
    const answered = Math.max(1, r.ok + r.notOk);
    const ownUsed = process.cpuUsage(own);
    return {
      layer,
      rps: r.requestsPerSecond,
      serverUs: (cpuMicros(child.pid!) - before) / answered,
      loadUs: (ownUsed.user + ownUsed.system) / answered,
      notOk: r.notOk + r.errors,
    };
  } finally {
    child.kill('SIGTERM');
  }
}

const arg = process.argv[2] as Layer | undefined;
if (arg && LAYERS.includes(arg)) {
  const port = await serve(arg);
  process.stdout.write(`${JSON.stringify({ port })}\n`);
  process.on('SIGTERM', () => process.exit(0));
} else {
  const loadBefore = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  const rows: Awaited<ReturnType<typeof measure>>[] = [];
  for (let round = 0; round < ROUNDS; round++) for (const layer of LAYERS) rows.push(await measure(layer));
  const bare = rows.filter((r) => r.layer === 'bare');
  const bareRps = bare.reduce((s, r) => s + r.rps, 0) / bare.length;
  const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
  console.log(
    `bench/trading/layers: ${CONNECTIONS} connections, ${WARM_SECONDS} s warm-up + ${SECONDS} s per layer, ${ROUNDS} rounds, fixed ${Buffer.byteLength(body)}-byte body; load average ${loadBefore} before, ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')} after`,
  );
  for (const r of rows) {
    console.log(
      `${r.layer.padEnd(8)} ${fmt(r.rps).padStart(7)}/s  ${(r.rps / bareRps).toFixed(2)} × bare (mean of its rounds)  server ${r.serverUs.toFixed(1).padStart(5)} µs CPU/req  load generator ${r.loadUs.toFixed(1).padStart(5)} µs${r.notOk ? `  (${r.notOk} not ok)` : ''}`,
    );
  }
}
