import { z } from 'zod';

/** Alpha Vantage payloads (all numbers are strings, errors come back as HTTP 200 with a message key). */

const num = z.string().transform((s, ctx) => {
  const n = Number.parseFloat(s);
  if (!Number.isFinite(n)) {
    ctx.addIssue({ code: 'custom', message: `not a number: ${s}` });
    return z.NEVER;
  }
  return n;
});

export const AvGlobalQuoteSchema = z.object({
  'Global Quote': z.union([
    z.object({
      '01. symbol': z.string(),
      '02. open': num,
      '03. high': num,
      '04. low': num,
      '05. price': num,
      '06. volume': num,
      '07. latest trading day': z.string(),
      '08. previous close': num,
      '09. change': num,
      '10. change percent': z.string(),
    }),
    z.object({}).strict(),
  ]),
});

const AvBar = z.object({ '1. open': num, '2. high': num, '3. low': num, '4. close': num, '5. volume': num });
export const AvSeriesSchema = z.object({
  'Meta Data': z.record(z.string(), z.string()),
  'Time Series (5min)': z.record(z.string(), AvBar).optional(),
  'Time Series (Daily)': z.record(z.string(), AvBar).optional(),
  'Weekly Time Series': z.record(z.string(), AvBar).optional(),
});

const AvMover = z.object({
  ticker: z.string(),
  price: num,
  change_amount: num,
  change_percentage: z.string(),
  volume: num,
});
export const AvTopMoversSchema = z.object({
  last_updated: z.string(),
  top_gainers: z.array(AvMover),
  top_losers: z.array(AvMover),
});

export const AvNewsSchema = z.object({
  feed: z.array(
    z.object({
      title: z.string(),
      url: z.string(),
      time_published: z.string().regex(/^\d{8}T\d{4,6}$/),
      summary: z.string(),
      source: z.string(),
      topics: z.array(z.object({ topic: z.string() })).default([]),
      overall_sentiment_score: z.number(),
      ticker_sentiment: z.array(z.object({ ticker: z.string() })).default([]),
    }),
  ),
});

/** DIVIDENDS: a symbol's whole history; a date it does not know is "None", numbers are strings. */
export const AvDividendsSchema = z.object({
  symbol: z.string(),
  data: z.array(
    z.object({
      ex_dividend_date: z.string(),
      declaration_date: z.string().optional(),
      payment_date: z.string().optional(),
      amount: z.string(),
    }),
  ),
});

/** SPLITS: a symbol's splits, `split_factor` new shares per old one ("2.0000"; "0.1000" is a 1-for-10 reverse split). */
export const AvSplitsSchema = z.object({
  symbol: z.string(),
  data: z.array(z.object({ effective_date: z.string(), split_factor: num })),
});

export const AvMessageSchema = z.object({
  Information: z.string().optional(),
  Note: z.string().optional(),
  'Error Message': z.string().optional(),
});
