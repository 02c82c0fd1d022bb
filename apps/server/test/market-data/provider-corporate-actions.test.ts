import { describe, expect, it } from 'vitest';
import { createAlphaVantageProvider } from '../../src/adapters/market-data/providers/alphavantage/alphavantage-provider.ts';
import { createMassiveProvider } from '../../src/adapters/market-data/providers/massive/massive-provider.ts';
import {
  CORPORATE_ACTIONS_RETRY_MS,
  CORPORATE_ACTIONS_TTL_MS,
  createProviderCorporateActions,
  splitAction,
} from '../../src/adapters/market-data/providers/provider-corporate-actions.ts';
import { getMarketCorporateActions, getStockCorporateActions } from '../../src/modules/market/get-corporate-actions.ts';
import { manualClock } from '../../src/ports/clock.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { providerChain } from './provider-chain.ts';
import { recordedFetch } from './recorded-fetch.ts';

const MASSIVE_ROUTES: Parameters<typeof recordedFetch>[0] = [
  [/\/v3\/reference\/dividends\?ticker=AAPL/, { file: 'massive/dividends-aapl.json' }],
  [/\/v3\/reference\/splits\?ticker=MSFT/, { file: 'massive/splits-msft.json' }],
  [/\/v3\/reference\/splits\?ticker=AAPL/, { file: 'massive/splits-reverse.json' }],
  [/\/v3\/reference\//, { file: 'massive/empty-reference.json' }],
];

/** Runs `fn` with the wall clock `ms` later (the calendar's cache is in wall time, as the quotes' is). */
async function later<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  const realNow = Date.now;
  Date.now = () => realNow() + ms;
  try {
    return await fn();
  } finally {
    Date.now = realNow;
  }
}

describe('corporate actions from Massive (/v3/reference/dividends and /splits)', () => {
  it('maps a ticker’s dividends and splits into the port’s shapes, leaving out what cannot be applied', async () => {
    const rec = recordedFetch(MASSIVE_ROUTES);
    const massive = createMassiveProvider({ apiKey: 'k', fetchJson: rec.fetchJson });
    expect(await massive.corporateActions!('AAPL', '2025-10-14')).toEqual({
      // The CAD dividend and the one without a pay date are left out; six decimals are kept to four.
      dividends: [
        { symbol: 'AAPL', declaredDate: '2026-10-30', exDate: '2026-11-19', payDate: '2026-11-24', amount: 0.26 },
        { symbol: 'AAPL', declaredDate: '2027-05-12', exDate: '2027-05-12', payDate: '2027-05-15', amount: 0.1235 },
      ],
      // A reverse split is 1-for-10; a ratio of 1 is no split.
      splits: [{ symbol: 'AAPL', date: '2026-12-01', from: 10, to: 1 }],
    });
    expect((await massive.corporateActions!('MSFT', '2025-10-14')).splits).toEqual([
      { symbol: 'MSFT', date: '2026-11-20', from: 2, to: 3 },
    ]);
    expect(rec.calls.map((c) => c.url)).toContain(
      'https://api.massive.com/v3/reference/dividends?ticker=AAPL&ex_dividend_date.gte=2025-10-14&order=asc&sort=ex_dividend_date&limit=1000',
    );
    expect(rec.calls.map((c) => c.url)).toContain(
      'https://api.massive.com/v3/reference/splits?ticker=MSFT&execution_date.gte=2025-10-14&order=asc&sort=execution_date&limit=1000',
    );
    expect(rec.calls.every((c) => c.headers?.Authorization === 'Bearer k')).toBe(true);
  });
});

describe('corporate actions from Alpha Vantage (DIVIDENDS and SPLITS)', () => {
  it('maps a symbol’s history from `since` on: a date "None", a split factor of 1.5 and a reverse split', async () => {
    const rec = recordedFetch([
      [/function=DIVIDENDS/, { file: 'alphavantage/dividends.json' }],
      [/function=SPLITS/, { file: 'alphavantage/splits.json' }],
    ]);
    const av = createAlphaVantageProvider({ apiKey: 'a', fetchJson: rec.fetchJson });
    expect(await av.corporateActions!('KO', '2025-10-14')).toEqual({
      dividends: [
        { symbol: 'KO', declaredDate: '2026-07-17', exDate: '2026-09-15', payDate: '2026-10-01', amount: 0.51 },
        { symbol: 'KO', declaredDate: '2026-11-28', exDate: '2026-11-28', payDate: '2026-12-15', amount: 0.51 },
      ],
      splits: [
        { symbol: 'KO', date: '2026-12-03', from: 2, to: 3 },
        { symbol: 'KO', date: '2027-01-05', from: 10, to: 1 },
      ],
    });
    expect(rec.calls.map((c) => new URL(c.url).searchParams.get('function'))).toEqual(['DIVIDENDS', 'SPLITS']);
  });

  it('writes a ratio in the smallest whole numbers, and refuses none-ratios and unreal dates', () => {
    expect(splitAction('X', '2026-12-03', 4, 1)).toEqual({ symbol: 'X', date: '2026-12-03', from: 1, to: 4 });
    expect(splitAction('X', '2026-12-03', 1.25, 1)).toEqual({ symbol: 'X', date: '2026-12-03', from: 4, to: 5 });
    expect(splitAction('X', '2026-12-03', 0.05, 1)).toEqual({ symbol: 'X', date: '2026-12-03', from: 20, to: 1 });
    expect(splitAction('X', '2026-12-03', 1, 1)).toBeNull();
    expect(splitAction('X', 'None', 2, 1)).toBeNull();
    expect(splitAction('X', '2026-12-03', 0, 1)).toBeNull();
  });
});

describe('the provider chain’s corporate actions', () => {
  it('announces the vendor’s actions through the port and the use-cases, and keeps them for hours', async () => {
    const { md, rec, clock } = providerChain({ routes: MASSIVE_ROUTES });
    const stock = await getStockCorporateActions({ clock, marketData: md }, { symbol: 'AAPL' });
    expect(stock).toEqual({
      ok: true,
      value: {
        dividends: [
          { declaredDate: '2026-10-30', exDate: '2026-11-19', payDate: '2026-11-24', amount: 0.26 },
          { declaredDate: '2027-05-12', exDate: '2027-05-12', payDate: '2027-05-15', amount: 0.1235 },
        ],
        splits: [{ date: '2026-12-01', ratio: '1-for-10' }],
      },
    });
    expect(rec.calls).toHaveLength(2);
    await getStockCorporateActions({ clock, marketData: md }, { symbol: 'AAPL' });
    expect(rec.calls, 'cached').toHaveLength(2);
    await later(CORPORATE_ACTIONS_TTL_MS + 1, () =>
      getStockCorporateActions({ clock, marketData: md }, { symbol: 'AAPL' }),
    );
    expect(rec.calls, 'asked again after its time').toHaveLength(4);
    // The market-wide calendar loads the next symbol of the universe that is due (MSFT, after AAPL) and lists what
    // is known, in date order.
    const market = await getMarketCorporateActions({ clock, marketData: md }, { from: '2026-11-01', to: '2026-12-31' });
    expect(market.ok && market.value.splits).toEqual([
      { symbol: 'MSFT', date: '2026-11-20', ratio: '3-for-2' },
      { symbol: 'AAPL', date: '2026-12-01', ratio: '1-for-10' },
    ]);
  });

  it('walks the universe a symbol at a time within a share of the vendor’s budget', async () => {
    const clock = manualClock('2026-11-18T15:00:00Z');
    const rec = recordedFetch(MASSIVE_ROUTES);
    const source = createProviderCorporateActions({
      provider: createMassiveProvider({ apiKey: 'k', fetchJson: rec.fetchJson }),
      symbols: ['KO', 'AAPL', 'MSFT'],
      clock,
      mayCall: async () => true,
      callsPerMinute: 300,
      log: { warn: () => {} },
    });
    await source.prepare!();
    await source.prepare!();
    // 2 calls a symbol in a tenth of 300 a minute: one symbol every 4 s.
    expect(rec.calls.map((c) => new URL(c.url).searchParams.get('ticker'))).toEqual(['KO', 'KO']);
    await later(4_000, () => source.prepare!());
    await later(8_000, () => source.prepare!());
    expect(source.splits('2026-11-01', '2026-12-31')).toEqual([
      { symbol: 'MSFT', date: '2026-11-20', from: 2, to: 3 },
      { symbol: 'AAPL', date: '2026-12-01', from: 10, to: 1 },
    ]);
    expect(source.dividends('2026-11-19', '2026-11-19', 'AAPL')).toHaveLength(1);
    await later(12_000, () => source.prepare!());
    expect(rec.calls, 'nothing is due').toHaveLength(6);
  });

  it('answers none and logs when the vendor fails or the budget is spent, never throwing, and tries again later', async () => {
    const warnings: string[] = [];
    let status = 429;
    const rec = recordedFetch([
      [
        /\/v3\/reference\/dividends/,
        {
          get status() {
            return status;
          },
          get file() {
            return status === 200 ? 'massive/dividends-aapl.json' : 'massive/error-rate-limit-429.json';
          },
        },
      ],
      [/\/v3\/reference\//, { file: 'massive/empty-reference.json' }],
    ]);
    const clock = manualClock('2026-11-18T15:00:00Z');
    let budget = true;
    const source = createProviderCorporateActions({
      provider: createMassiveProvider({ apiKey: 'k', fetchJson: rec.fetchJson }),
      symbols: ['AAPL'],
      clock,
      mayCall: async () => budget,
      callsPerMinute: 300,
      log: { warn: (_, msg) => warnings.push(msg) },
    });
    await expect(source.prepare!('AAPL')).resolves.toBeUndefined();
    expect(source.dividends('2026-01-01', '2027-12-31', 'AAPL')).toEqual([]);
    expect(warnings).toEqual(['corporate actions provider failed; serving the last known calendar']);
    status = 200;
    await source.prepare!('AAPL');
    expect(rec.calls, 'not asked again before its retry time').toHaveLength(1);
    await later(CORPORATE_ACTIONS_RETRY_MS, () => source.prepare!('AAPL'));
    expect(source.dividends('2026-01-01', '2027-12-31', 'AAPL')).toHaveLength(2);
    // The server's own budget spent: the last known calendar stands.
    budget = false;
    await later(CORPORATE_ACTIONS_TTL_MS + CORPORATE_ACTIONS_RETRY_MS, () => source.prepare!('AAPL'));
    expect(source.dividends('2026-01-01', '2027-12-31', 'AAPL')).toHaveLength(2);
    expect(rec.calls).toHaveLength(3);
    // A symbol outside the universe is never asked.
    await source.prepare!('ZZZZ');
    expect(rec.calls).toHaveLength(3);
  });

  it('answers 200 over HTTP whatever the vendor does: none while it fails, its calendar once it answers', async () => {
    let status = 500;
    /** `file` once the vendor answers, its 429 body (with `status`) before. */
    const answer = (file: string) => ({
      get status() {
        return status;
      },
      get file() {
        return status === 200 ? file : 'massive/error-rate-limit-429.json';
      },
    });
    const { md } = providerChain({
      routes: [
        [/\/v3\/reference\/splits/, answer('massive/splits-msft.json')],
        [/\/v3\/reference\//, answer('massive/empty-reference.json')],
      ],
    });
    const t = await createTestApp({ deps: { marketData: md, marketFeed: md } });
    try {
      const failed = await t.app.inject({ url: '/api/stocks/MSFT/corporate-actions' });
      expect([failed.statusCode, failed.json()]).toEqual([200, { dividends: [], splits: [] }]);
      status = 200;
      const ok = await later(CORPORATE_ACTIONS_RETRY_MS, () =>
        t.app.inject({ url: '/api/stocks/MSFT/corporate-actions' }),
      );
      expect([ok.statusCode, ok.json()]).toEqual([
        200,
        { dividends: [], splits: [{ date: '2026-11-20', ratio: '3-for-2' }] },
      ]);
      const market = await t.app.inject({ url: '/api/market/corporate-actions?from=2026-11-01&to=2026-11-30' });
      expect(market.statusCode).toBe(200);
      expect(market.json().splits).toContainEqual({ symbol: 'MSFT', date: '2026-11-20', ratio: '3-for-2' });
    } finally {
      await t.close();
    }
  });
});
