import { z } from 'zod';
import { STREAM_MAX_SYMBOLS_PER_CONNECTION } from './constants.ts';
import { SymbolSchema } from './market.ts';

/** Messages of the /stock-stream WebSocket (docs/product/trading.md#live-stream). */

export const STREAM_PATH = '/stock-stream';
/** Server heartbeat: a socket that has not answered the previous ping by the next one is dropped. */
export const STREAM_HEARTBEAT_MS = 30_000;
/**
 * The default period of a subscribed symbol's stock_update while the market is open. The rule is one at least
 * every 2 s; 1.5 s leaves 500 ms for a late timer and the delivery itself (p99 goal 250 ms) and costs a third less
 * than 1 s (docs/benchmarks.md, "Live stream").
 */
export const STREAM_TICK_MS = 1_500;

/** Largest WebSocket message a client may send: a subscribe of 50 symbols is under 1 KB. Larger closes with 1009. */
export const STREAM_MAX_MESSAGE_BYTES = 16 * 1024;
/** Longest ping timestamp, as text, that the server echoes back in its pong. */
export const STREAM_MAX_PING_TIMESTAMP_LENGTH = 64;
/** Default limits of /stock-stream (configurable on the server, see its config). */
export const STREAM_MESSAGES_PER_SECOND = 20;
export const STREAM_MAX_CONNECTIONS_PER_ADDRESS = 200;
export const STREAM_MAX_CONNECTIONS = 10_000;

/** Every field bounded: a client message is small whatever it holds (the frame itself is capped too). */
const SymbolsSchema = z.array(SymbolSchema).max(STREAM_MAX_SYMBOLS_PER_CONNECTION);

const StreamCompetitionIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional();

export const ClientStreamMessageSchema = z.discriminatedUnion('type', [
  // With a replay event's competitionId: that replay's prices (ADR 025), apart from the market's subscriptions.
  z.object({ type: z.literal('subscribe'), symbols: SymbolsSchema, competitionId: StreamCompetitionIdSchema }),
  z.object({ type: z.literal('unsubscribe'), symbols: SymbolsSchema, competitionId: StreamCompetitionIdSchema }),
  z.object({
    type: z.literal('ping'),
    timestamp: z.union([z.number(), z.string().max(STREAM_MAX_PING_TIMESTAMP_LENGTH)]).optional(),
  }),
]);
export type ClientStreamMessage = z.infer<typeof ClientStreamMessageSchema>;

export const ConnectedMessageSchema = z.object({
  type: z.literal('connected'),
  clientId: z.string(),
  message: z.string(),
});
export const SubscribedMessageSchema = z.object({ type: z.literal('subscribed'), symbols: z.array(z.string()) });
export const StockUpdateMessageSchema = z.object({
  type: z.literal('stock_update'),
  symbol: z.string(),
  price: z.number(),
  change: z.number(),
  changePercent: z.number(),
  volume: z.number().int(),
  /** ISO instant of the tick. */
  timestamp: z.string(),
  /** A replay event's price (subscribed with its competitionId); absent for the market's. */
  competitionId: z.number().int().optional(),
});
export const StreamErrorMessageSchema = z.object({ type: z.literal('error'), message: z.string() });
export const PongMessageSchema = z.object({
  type: z.literal('pong'),
  timestamp: z.union([z.number(), z.string()]),
});

export const ServerStreamMessageSchema = z.discriminatedUnion('type', [
  ConnectedMessageSchema,
  SubscribedMessageSchema,
  StockUpdateMessageSchema,
  StreamErrorMessageSchema,
  PongMessageSchema,
]);
export type ServerStreamMessage = z.infer<typeof ServerStreamMessageSchema>;
export type StockUpdateMessage = z.infer<typeof StockUpdateMessageSchema>;
