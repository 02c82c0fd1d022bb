import { z } from 'zod';

/** Massive (formerly Polygon.io) REST payloads, as documented in its OpenAPI spec. Only the fields we read. */

const Bar = z.object({ o: z.number(), h: z.number(), l: z.number(), c: z.number(), v: z.number() });

export const MassiveTickerSnapshotSchema = z.object({
  ticker: z.string(),
  day: Bar.partial().optional(),
  prevDay: Bar.partial().extend({ c: z.number() }).optional(),
  lastTrade: z.object({ p: z.number(), t: z.number() }).partial().optional(),
  min: z.object({ c: z.number(), t: z.number() }).partial().optional(),
  todaysChange: z.number().optional(),
  todaysChangePerc: z.number().optional(),
  updated: z.number().optional(),
});
export type MassiveTickerSnapshot = z.infer<typeof MassiveTickerSnapshotSchema>;

export const MassiveSnapshotsSchema = z.object({
  status: z.string(),
  tickers: z.array(MassiveTickerSnapshotSchema).default([]),
});

export const MassiveAggsSchema = z.object({
  status: z.string(),
  ticker: z.string().optional(),
  results: z.array(Bar.extend({ t: z.number() })).default([]),
  next_url: z.string().optional(),
});

export const MassiveNewsSchema = z.object({
  status: z.string(),
  results: z
    .array(
      z.object({
        id: z.string(),
        title: z.string(),
        article_url: z.string(),
        description: z.string().optional(),
        published_utc: z.string(),
        publisher: z.object({ name: z.string() }),
        tickers: z.array(z.string()).default([]),
        keywords: z.array(z.string()).default([]),
        insights: z
          .array(z.object({ ticker: z.string(), sentiment: z.enum(['positive', 'neutral', 'negative']) }))
          .default([]),
      }),
    )
    .default([]),
});

/** `/v3/reference/dividends`: cash dividends of a ticker (dates YYYY-MM-DD; amount in `currency`, dollars per share). */
export const MassiveDividendsSchema = z.object({
  status: z.string(),
  results: z
    .array(
      z.object({
        ticker: z.string(),
        cash_amount: z.number(),
        currency: z.string().optional(),
        declaration_date: z.string().optional(),
        ex_dividend_date: z.string(),
        pay_date: z.string().optional(),
      }),
    )
    .default([]),
});

/** `/v3/reference/splits`: `split_to` new shares for `split_from` old on `execution_date`. */
export const MassiveSplitsSchema = z.object({
  status: z.string(),
  results: z
    .array(z.object({ ticker: z.string(), execution_date: z.string(), split_from: z.number(), split_to: z.number() }))
    .default([]),
});

/** Error answers: `{status: "ERROR", error}` or `{status: "NOT_AUTHORIZED", message}`. */
export const MassiveErrorSchema = z.object({
  status: z.string(),
  error: z.string().optional(),
  message: z.string().optional(),
  request_id: z.string().optional(),
});

/** WebSocket frames: arrays of status and trade events. */
export const MassiveStreamEventSchema = z.union([
  z.object({ ev: z.literal('status'), status: z.string(), message: z.string().optional() }),
  z.object({ ev: z.literal('T'), sym: z.string(), p: z.number(), s: z.number().optional(), t: z.number() }),
  z.object({ ev: z.string() }).loose(),
]);
export const MassiveStreamFrameSchema = z.array(MassiveStreamEventSchema);
