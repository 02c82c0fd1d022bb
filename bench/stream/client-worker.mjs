// Load generator for bench/stream: a child process holding many real WebSocket clients of /stock-stream (processes,
// not threads: each has its own open-file limit, so 2 × 10,000 clients fit).
// Each client subscribes to its 10 symbols; every stock_update is timed twice: from its quote's timestamp to receipt
// (the price's age; the simulated tape prints every 100 ms, so this includes up to 100 ms of the tape's step) and from
// the first receipt of the same tick by any client (the fan-out's delivery). The gap since the previous update of the
// same symbol on the same connection is checked against the 2 s rule (docs/product/trading.md#live-stream).
import WebSocket from 'ws';

const BUCKETS = 20_000; // 1 ms latency buckets up to 20 s
let histogram = new Uint32Array(BUCKETS);
let received = 0;
let maxGapMs = 0;
let gapsOver2s = 0;
let maxTickGapMs = 0;
let cpuAtReset = process.cpuUsage();
/** Server clock minus this clock (the bench may start the server on a shifted clock, CLOCK_START). */
let clockOffsetMs = 0;
/**
 * Per tick (all updates of one tick carry the same quote timestamp): when this worker first received it and a
 * histogram of every receipt after that one, in ms. The main thread merges the workers' first receipts.
 */
let ticks = new Map();
const sockets = [];

const PREFIX = Buffer.from('{"type":"stock_update"');
const TIMESTAMP_KEY = Buffer.from('"timestamp":"');
const SYMBOL_KEY = Buffer.from('"symbol":"');

// The hot path reads the Buffer as it arrived: no UTF-8 decoding, no JSON.parse, just the ISO timestamp's bytes,
// so the clients spend as little CPU as possible and the latency measures the server.
function record(ws, data) {
  if (data.length < PREFIX.length || PREFIX.compare(data, 0, PREFIX.length) !== 0) return;
  const i = data.indexOf(TIMESTAMP_KEY, PREFIX.length);
  const s = data.indexOf(SYMBOL_KEY, PREFIX.length);
  if (i < 0 || s < 0) return;
  const now = Date.now();
  const ts = Date.parse(data.latin1Slice(i + 13, i + 37));
  const ms = Math.max(0, Math.min(BUCKETS - 1, now + clockOffsetMs - ts));
  histogram[ms]++;
  received++;
  let tick = ticks.get(ts);
  if (tick === undefined) {
    tick = { first: now, after: new Map() };
    ticks.set(ts, tick);
  }
  const after = now - tick.first;
  tick.after.set(after, (tick.after.get(after) ?? 0) + 1);
  const symbol = data.latin1Slice(s + 10, data.indexOf(0x22, s + 10));
  const last = ws.lastAt.get(symbol);
  const lastTs = ws.lastTs.get(symbol);
  ws.lastAt.set(symbol, now);
  ws.lastTs.set(symbol, ts);
  if (last === undefined) return;
  const gap = now - last;
  if (gap > maxGapMs) maxGapMs = gap;
  if (gap > 2_000) gapsOver2s++;
  // The same gap by the updates' own timestamps: the server's cadence, without the clients' receive delays.
  if (ts - lastTs > maxTickGapMs) maxTickGapMs = ts - lastTs;
}

/** Sockets open but not yet subscribed, with the symbols each will ask for. */
let unsubscribed = [];

/**
 * Opens `count` connections, 200 at a time, each waiting for its `connected` message. Nothing is subscribed yet, so
 * no ticks flow while connections open (on a busy machine the handshakes would otherwise wait behind them and time
 * out).
 */
async function connect({ port, count, symbolSets }) {
  let opened = 0;
  await new Promise((resolve, reject) => {
    const batch = 200;
    let next = 0;
    const openMore = () => {
      const end = Math.min(count, next + batch);
      for (; next < end; next++) {
        const symbols = symbolSets[(sockets.length + unsubscribed.length) % symbolSets.length];
        const ws = new WebSocket(`ws://127.0.0.1:${port}/stock-stream`, {
          skipUTF8Validation: true,
          perMessageDeflate: false,
        });
        ws.lastAt = new Map();
        ws.lastTs = new Map();
        unsubscribed.push({ ws, symbols });
        ws.once('message', () => {
          opened++;
          if (opened === count) resolve();
          else if (opened === next) openMore();
        });
        ws.on('error', reject);
      }
    };
    openMore();
  });
}

/** Subscribes every open connection to its symbols; resolves once all are answered. */
async function subscribeAll() {
  const pending = unsubscribed;
  unsubscribed = [];
  let answered = 0;
  await new Promise((resolve) => {
    if (pending.length === 0) resolve();
    for (const { ws, symbols } of pending) {
      sockets.push(ws);
      ws.on('message', (data) => {
        if (ws.subscribedOnce) return record(ws, data);
        if (JSON.parse(data.toString()).type !== 'subscribed') return;
        ws.subscribedOnce = true;
        if (++answered === pending.length) resolve();
      });
      ws.send(JSON.stringify({ type: 'subscribe', symbols }));
    }
  });
}

process.on('message', async (msg) => {
  if (msg.type === 'connect') {
    clockOffsetMs = Math.round(msg.clockOffsetMs ?? 0);
    await connect(msg);
    process.send({ type: 'connected' });
  } else if (msg.type === 'subscribe') {
    await subscribeAll();
    process.send({ type: 'subscribed' });
  } else if (msg.type === 'reset') {
    histogram = new Uint32Array(BUCKETS);
    received = 0;
    maxGapMs = 0;
    gapsOver2s = 0;
    maxTickGapMs = 0;
    ticks = new Map();
    cpuAtReset = process.cpuUsage();
    process.send({ type: 'reset' });
  } else if (msg.type === 'report') {
    const cpu = process.cpuUsage(cpuAtReset);
    process.send({
      type: 'report',
      received,
      histogram,
      maxGapMs,
      gapsOver2s,
      maxTickGapMs,
      ticks: [...ticks].map(([ts, t]) => ({ ts, first: t.first, after: [...t.after] })),
      cpuMs: (cpu.user + cpu.system) / 1000,
    });
  } else if (msg.type === 'close') {
    for (const ws of sockets.splice(0)) ws.terminate();
    for (const { ws } of unsubscribed.splice(0)) ws.terminate();
    process.send({ type: 'closed' });
  }
});
