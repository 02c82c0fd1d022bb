// Load generator for bench/stream: a worker thread holding many real WebSocket clients of /stock-stream.
// Each client subscribes to its 10 symbols; every stock_update is timed from its tick timestamp to receipt.
import { parentPort } from 'node:worker_threads';
import WebSocket from 'ws';

const BUCKETS = 20_000; // 1 ms latency buckets up to 20 s
let histogram = new Uint32Array(BUCKETS);
let received = 0;
let cpuAtReset = process.cpuUsage();
const sockets = [];

function record(data) {
  const text = data.toString();
  // Cheap path for the hot message: read the timestamp without a full parse.
  const i = text.indexOf('"timestamp":"');
  if (text.startsWith('{"type":"stock_update"') && i >= 0) {
    const ts = Date.parse(text.slice(i + 13, i + 37));
    const ms = Math.max(0, Math.min(BUCKETS - 1, Date.now() - ts));
    histogram[ms]++;
    received++;
  }
}

async function connect({ port, count, symbolSets }) {
  let opened = 0;
  await new Promise((resolve, reject) => {
    const batch = 200;
    let next = 0;
    const openMore = () => {
      const end = Math.min(count, next + batch);
      for (; next < end; next++) {
        const symbols = symbolSets[next % symbolSets.length];
        const ws = new WebSocket(`ws://127.0.0.1:${port}/stock-stream`, {
          skipUTF8Validation: true,
          perMessageDeflate: false,
        });
        sockets.push(ws);
        ws.on('message', (data) => {
          if (ws.subscribedOnce) return record(data);
          const msg = JSON.parse(data.toString());
          if (msg.type === 'connected') ws.send(JSON.stringify({ type: 'subscribe', symbols }));
          else if (msg.type === 'subscribed') {
            ws.subscribedOnce = true;
            opened++;
            if (opened === count) resolve();
            else if (opened === next) openMore();
          }
        });
        ws.on('error', reject);
      }
    };
    openMore();
  });
}

parentPort.on('message', async (msg) => {
  if (msg.type === 'connect') {
    await connect(msg);
    parentPort.postMessage({ type: 'connected' });
  } else if (msg.type === 'reset') {
    histogram = new Uint32Array(BUCKETS);
    received = 0;
    cpuAtReset = process.cpuUsage();
    parentPort.postMessage({ type: 'reset' });
  } else if (msg.type === 'report') {
    const cpu = process.cpuUsage(cpuAtReset);
    parentPort.postMessage({ type: 'report', received, histogram, cpuMs: (cpu.user + cpu.system) / 1000 });
  } else if (msg.type === 'close') {
    for (const ws of sockets.splice(0)) ws.terminate();
    parentPort.postMessage({ type: 'closed' });
  }
});
