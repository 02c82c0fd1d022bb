// The fan-out's own cost, apart from the machine's load: the stream hub's deliver() writing one tick of 100 symbols
// to N clients (10 symbols each, 100 distinct sets) over real loopback TCP sockets, timed in CPU time
// (process.cpuUsage around each synchronous deliver, which includes the write syscalls), so other processes on a
// busy machine skew it far less than wall-clock latency. Prints CPU µs per message and per client.
// Run: npx tsx bench/stream/fanout.ts [clients=5000] [rounds=40]   (BENCH_APP_ROOT=<checkout>: that tree's hub)
import { connect, createServer, type Socket } from 'node:net';
import { loadavg } from 'node:os';
import type { StockUpdateMessage } from '@tradearena/contracts';
import { UNIVERSE } from '../../apps/server/src/adapters/market-data/simulated/universe.ts';

const [clients = 5_000, rounds = 40] = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
const root = process.env.BENCH_APP_ROOT ?? new URL('../../', import.meta.url).pathname;
const { createStreamHub } = await import(`${root}/apps/server/src/modules/stream/stream-hub.ts`);

const symbols = UNIVERSE.slice(0, 100).map((u) => u.symbol);
const symbolSets = Array.from({ length: 100 }, (_, i) =>
  Array.from({ length: 10 }, (_, j) => symbols[(i * 7 + j * 10) % 100]!),
);
const updates: StockUpdateMessage[] = symbols.map((symbol, i) => ({
  type: 'stock_update',
  symbol,
  price: 100 + i / 100,
  change: 1.25,
  changePercent: 0.5,
  volume: 1_234_567,
  timestamp: new Date().toISOString(),
}));

const accepted: Socket[] = [];
const server = createServer((s) => {
  s.on('error', () => {}); // resets at teardown
  accepted.push(s);
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const port = (server.address() as { port: number }).port;
const readers: Socket[] = [];
for (let i = 0; i < clients; i++) {
  const c = connect(port, '127.0.0.1');
  c.on('data', () => {}); // read and discard, as a browser would
  c.on('error', () => {});
  readers.push(c);
  if (i % 500 === 499) await new Promise((r) => setTimeout(r, 20));
}
// A connection the busy kernel refused is left out (the figures are per client actually served).
for (let t = 0; accepted.length < clients && t < 1_500; t++) await new Promise((r) => setTimeout(r, 20));

// Both hub generations' socket interfaces: frames written as is (one or several per write), corked or not.
const hub = createStreamHub({ onSymbolsChanged: () => {}, slots: 1 });
accepted.forEach((s, i) => {
  hub.connect(String(i), {
    sendFrame: (b: Buffer) => s.write(b),
    sendFrames: (b: Buffer) => s.write(b),
    bufferedAmount: () => s.writableLength,
    terminate: () => s.destroy(),
    cork: () => s.cork(),
    uncork: () => s.uncork(),
  });
  hub.subscribe(String(i), symbolSets[i % symbolSets.length]);
});

let cpuUs = 0;
let sent = 0;
for (let r = 0; r < rounds + 5; r++) {
  await new Promise((res) => setTimeout(res, 100)); // the clients read what the last round sent
  const c0 = process.cpuUsage();
  const n = hub.deliver(updates) as number;
  const c = process.cpuUsage(c0);
  if (r < 5) continue; // warm-up
  cpuUs += c.user + c.system;
  sent += n;
}
console.log(
  `${accepted.length} clients × 10 symbols, ${rounds} rounds: ${sent} messages; CPU ${(cpuUs / sent).toFixed(2)} µs per message, ${(cpuUs / rounds / accepted.length).toFixed(1)} µs per client write, ${(cpuUs / rounds / 1000).toFixed(1)} ms per round; load avg ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')}`,
);
for (const c of readers) c.destroy();
server.close();
