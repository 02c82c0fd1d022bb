import { randomUUID } from 'node:crypto';
import { type ServerStreamMessage, STREAM_HEARTBEAT_MS, STREAM_PATH, statusOf } from '@tradearena/contracts';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { errorBody } from '../../app-error.ts';
import { handleClientMessage } from './handle-client-message.ts';
import { createStreamHub } from './stream-hub.ts';
import { createTickPublisher } from './tick-publisher.ts';

export interface StreamRoutesOptions {
  /** Server heartbeat period (tests shorten it). */
  heartbeatMs?: number;
  tickMs?: number;
}

/** The /stock-stream WebSocket (spec 01 §2 Live stream): transport only; the hub and publisher hold the logic. */
export async function streamRoutes(app: FastifyInstance, options: StreamRoutesOptions): Promise<void> {
  const deps = app.deps;
  const instanceId = `${Date.now().toString(36)}-${randomUUID()}`;
  const hub = createStreamHub({ onSymbolsChanged: () => publisher.symbolsChanged() });
  const publisher = createTickPublisher({
    instanceId,
    pubsub: deps.pubsub,
    clock: deps.clock,
    marketData: deps.marketData,
    marketFeed: deps.marketFeed,
    marketHours: deps.marketHours,
    localSymbols: () => hub.symbols(),
    onTicks: (ticks) => hub.deliver(ticks),
    onError: (err) => app.log.warn({ err }, 'stream tick failed'),
    tickMs: options.tickMs,
  });
  const alive = new Map<WebSocket, boolean>();

  app.addHook('onReady', async () => {
    await publisher.start();
  });
  const heartbeat = setInterval(() => {
    for (const [socket, isAlive] of alive) {
      if (!isAlive) {
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
  }, options.heartbeatMs ?? STREAM_HEARTBEAT_MS);
  heartbeat.unref();
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    await publisher.stop();
    for (const socket of alive.keys()) socket.terminate();
  });

  app.route({
    method: 'GET',
    url: STREAM_PATH,
    // A plain HTTP request (no WebSocket upgrade) is told how to connect, in the API's error body.
    handler: (_request, reply) =>
      reply
        .code(statusOf('STREAM_UPGRADE_REQUIRED'))
        .header('upgrade', 'websocket')
        .header('cache-control', 'no-store')
        .send(
          errorBody('STREAM_UPGRADE_REQUIRED', 'This address is a WebSocket stream: connect with a WebSocket client'),
        ),
    wsHandler: (socket, request) => {
      const raw = request.raw.socket;
      const clientId = randomUUID();
      const send = (m: ServerStreamMessage) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(m));
      };
      alive.set(socket, true);
      hub.connect(clientId, {
        // Straight to the TCP socket: ws frames nothing here, and as it never compresses nor queues (no
        // permessage-deflate, no Blob sends) its own frames are written whole, never interleaved with these.
        sendFrame: (frame) => {
          if (socket.readyState === socket.OPEN) raw.write(frame);
        },
        bufferedAmount: () => socket.bufferedAmount,
        terminate: () => socket.terminate(),
        cork: () => raw.cork(),
        uncork: () => raw.uncork(),
      });
      socket.on('pong', () => alive.set(socket, true));
      let queue = Promise.resolve();
      socket.on('message', (data, isBinary) => {
        alive.set(socket, true);
        const text = isBinary ? '' : data.toString();
        // One message at a time per connection, so replies keep the order of the requests.
        queue = queue
          .then(() => handleClientMessage({ hub, marketData: deps.marketData, clock: deps.clock }, clientId, text))
          .then((replies) => {
            for (const r of replies) send(r);
          })
          .catch((err) => {
            app.log.warn({ err }, 'stream message failed');
            send({ type: 'error', message: 'Something went wrong on our side' });
          });
      });
      socket.on('close', () => {
        alive.delete(socket);
        hub.disconnect(clientId);
      });
      send({ type: 'connected', clientId, message: 'Connected to the TradeArena price stream' });
    },
  });
}
