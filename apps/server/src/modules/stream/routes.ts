import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import {
  type ServerStreamMessage,
  STREAM_HEARTBEAT_MS,
  STREAM_MAX_CONNECTIONS,
  STREAM_MAX_CONNECTIONS_PER_ADDRESS,
  STREAM_MESSAGES_PER_SECOND,
  STREAM_PATH,
  STREAM_TICK_MS,
  statusOf,
} from '@tradearena/contracts';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { appMetrics } from '../../adapters/metrics/app-metrics.ts';
import { errorBody } from '../../app-error.ts';
import { clientAddressKey } from '../../plugins/rate-limit.ts';
import { createConnectionCaps } from './connection-caps.ts';
import { handleClientMessage } from './handle-client-message.ts';
import { maxStreamConnections } from './max-stream-connections.ts';
import { createMessageRateLimit } from './message-rate-limit.ts';
import { readOpenFileLimit } from './read-open-file-limit.ts';
import { createReplaySubscriptions } from './replay-subscriptions.ts';
import { createStreamHub, STREAM_MAX_UNSENT_BYTES, streamSlots } from './stream-hub.ts';
import { textFrame } from './text-frame.ts';
import { createTickPublisher } from './tick-publisher.ts';

export interface StreamRoutesOptions {
  /** Server heartbeat period (tests shorten it). */
  heartbeatMs?: number;
  tickMs?: number;
  /** Open connections in all (kept below the process's open-file limit anyway) and from one client address. */
  maxConnections?: number;
  maxConnectionsPerAddress?: number;
  /** Messages one connection may send per second, twice as many at once. */
  messagesPerSecond?: number;
}

/** Close codes (RFC 6455 §7.4.1; 1013 is IANA's "Try Again Later"). */
const POLICY_VIOLATION = 1008;
const TRY_AGAIN_LATER = 1013;
/** Messages of one connection waiting for their answer; one arriving while this many wait is refused. */
const MAX_PENDING_MESSAGES = 64;

/**
 * Closes with a code and reason, then lets the socket go once the close frame is written, without waiting for the
 * client's answer (a hostile client would hold the descriptor until ws's 30 s close timeout).
 */
function closeNow(socket: WebSocket, raw: Socket, code: number, reason: string): void {
  socket.close(code, reason);
  raw.end(() => raw.destroy());
}

/** The /stock-stream WebSocket (docs/product/trading.md#live-stream): transport only; the hub and publisher hold the logic. */
export async function streamRoutes(app: FastifyInstance, options: StreamRoutesOptions): Promise<void> {
  const deps = app.deps;
  const instanceId = `${Date.now().toString(36)}-${randomUUID()}`;
  const hub = createStreamHub({
    onSymbolsChanged: () => publisher.symbolsChanged(),
    slots: streamSlots(options.tickMs ?? STREAM_TICK_MS),
  });
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
  const replays = createReplaySubscriptions({
    ...deps,
    tickMs: options.tickMs,
    onError: (err) => app.log.warn({ err }, 'replay stream tick failed'),
  });
  const alive = new Map<WebSocket, boolean>();
  const configuredMax = options.maxConnections ?? STREAM_MAX_CONNECTIONS;
  const openFiles = readOpenFileLimit();
  const maxConnections = maxStreamConnections(configuredMax, openFiles);
  if (maxConnections < configuredMax) {
    app.log.warn(
      { openFiles, maxConnections },
      'stream: fewer connections than STREAM_MAX_CONNECTIONS fit the open-file limit (raise ulimit -n)',
    );
  }
  const caps = createConnectionCaps({
    maxConnections,
    maxConnectionsPerAddress: options.maxConnectionsPerAddress ?? STREAM_MAX_CONNECTIONS_PER_ADDRESS,
  });
  const perSecond = options.messagesPerSecond ?? STREAM_MESSAGES_PER_SECOND;

  app.addHook('onReady', async () => {
    await publisher.start();
    replays.start();
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
    replays.stop();
    for (const socket of alive.keys()) socket.terminate();
  });

  app.route({
    method: 'GET',
    url: STREAM_PATH,
    config: {
      doc: {
        operationId: 'openPriceStream',
        summary: 'The live price stream (WebSocket; see the stream contract)',
        auth: 'public',
        errors: ['STREAM_UPGRADE_REQUIRED'],
        responses: { 101: { description: 'Switching to the WebSocket protocol' } },
      },
    },
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
      // A client gone while its upgrade was on the way (a page left at once) has no address left: nothing to serve.
      if (!raw?.remoteAddress) {
        socket.terminate();
        return;
      }
      // Keyed like the sign-in limits: an IPv6 client by its /64 (one host can rotate through all of it).
      const address = clientAddressKey(request.ip);
      const admission = caps.admit(address);
      if (!admission.ok) return closeNow(socket, raw, TRY_AGAIN_LATER, admission.reason);
      const clientId = randomUUID();
      // Every write to the client — replies and ticks — goes straight to the TCP socket: ws frames nothing here, and
      // as it never compresses nor queues (no permessage-deflate, no Blob sends) its own frames are written whole,
      // never interleaved with these. Its bufferedAmount counts what waits in that socket, so a client whose unsent
      // data passed the cap (it stopped reading) is cut off at the next write instead of filling memory.
      const sendFrames = (frames: Buffer, messages: number) => {
        if (socket.readyState !== socket.OPEN) return;
        if (socket.bufferedAmount > STREAM_MAX_UNSENT_BYTES) socket.terminate();
        else {
          raw.write(frames);
          appMetrics.streamMessages.inc(messages);
        }
      };
      const send = (m: ServerStreamMessage) => sendFrames(textFrame(JSON.stringify(m)), 1);
      alive.set(socket, true);
      appMetrics.streamClients.inc();
      hub.connect(clientId, {
        sendFrames,
        bufferedAmount: () => socket.bufferedAmount,
        terminate: () => socket.terminate(),
      });
      // Alive only by answering the server's ping: sending messages does not keep a connection.
      socket.on('pong', () => alive.set(socket, true));
      const rate = createMessageRateLimit({ perSecond, nowMs: performance.now() });
      let pending = 0;
      let refusing = false;
      let queue = Promise.resolve();
      socket.on('message', (data, isBinary) => {
        const verdict = rate.take(performance.now());
        if (verdict === 'close') return closeNow(socket, raw, POLICY_VIOLATION, 'Too many messages');
        if (verdict === 'warn') {
          const message = `Too many messages: at most ${perSecond} a second (${rate.burst} at once); the rest were ignored`;
          send({ type: 'error', message });
        }
        if (verdict !== 'accept') return;
        if (pending >= MAX_PENDING_MESSAGES) {
          if (!refusing)
            send({ type: 'error', message: 'Too many messages waiting for an answer; this one was ignored' });
          refusing = true;
          return;
        }
        refusing = false;
        pending++;
        const text = isBinary ? '' : data.toString();
        // One message at a time per connection, so replies keep the order of the requests.
        queue = queue
          .then(() =>
            socket.readyState === socket.OPEN
              ? handleClientMessage({ hub, marketData: deps.marketData, clock: deps.clock, replays }, clientId, text)
              : [],
          )
          .then((replies) => {
            for (const r of replies) send(r);
          })
          .catch((err) => {
            app.log.warn({ err }, 'stream message failed');
            send({ type: 'error', message: 'Something went wrong on our side' });
          })
          .finally(() => {
            pending--;
          });
      });
      socket.on('close', () => {
        appMetrics.streamClients.dec();
        alive.delete(socket);
        hub.disconnect(clientId);
        replays.disconnect(clientId);
        caps.release(address);
      });
      replays.connect(clientId, send);
      send({ type: 'connected', clientId, message: 'Connected to the TradeArena price stream' });
    },
  });
}
