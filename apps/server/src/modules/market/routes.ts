import {
  CalendarQuerySchema,
  ChartParamsSchema,
  ChartResponseSchema,
  CompetitionMarketQuerySchema,
  CorporateActionsQuerySchema,
  EconomicCalendarResponseSchema,
  MARKET_CACHE_SECONDS,
  MarketCalendarSchema,
  MarketCorporateActionsSchema,
  MarketStatusSchema,
  NewsCategoriesResponseSchema,
  NewsListResponseSchema,
  NewsSectorParamsSchema,
  QuoteResponseSchema,
  ScreenerQuerySchema,
  ScreenerResponseSchema,
  StockCorporateActionsSchema,
  StockProfileSchema,
  SYMBOL_SEARCH_LIMIT,
  SymbolParamsSchema,
  SymbolSearchQuerySchema,
  SymbolSearchResultSchema,
  TrendingResponseSchema,
} from '@tradearena/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { withCompetitionMarket } from '../../adapters/market-data/replay/replay-markets.ts';
import { unwrap } from '../../app-error.ts';
import { countNewsCategories } from './count-news-categories.ts';
import { getChart } from './get-chart.ts';
import { getMarketCorporateActions, getStockCorporateActions } from './get-corporate-actions.ts';
import { getEconomicCalendar } from './get-economic-calendar.ts';
import { getMarketCalendar } from './get-market-calendar.ts';
import { getQuote } from './get-quote.ts';
import { getScreener } from './get-screener.ts';
import { getStockProfile } from './get-stock-profile.ts';
import { getTrending } from './get-trending.ts';
import { listNews } from './list-news.ts';

const cacheFor = (reply: FastifyReply, seconds: number) => reply.header('cache-control', `public, max-age=${seconds}`);

/** Market status and calendar, corporate actions (ADR 028), symbol search, quotes, charts, the screener, trending and news (docs/product/trading.md#prices-and-quotes, docs/product/content.md#news). */
export async function marketRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  app.get(
    '/api/market/status',
    {
      config: {
        doc: {
          operationId: 'getMarketStatus',
          summary: 'Whether the market is open, and its next open and close',
          auth: 'public',
        },
      },
      schema: { response: { 200: MarketStatusSchema } },
    },
    async (_request, reply) => {
      cacheFor(reply, MARKET_CACHE_SECONDS.status);
      return deps.marketHours.status(deps.clock.now());
    },
  );

  app.get(
    '/api/market/calendar',
    {
      config: {
        doc: {
          operationId: 'getMarketCalendar',
          summary: 'The trading days of a year',
          auth: 'public',
          errors: ['MARKET_BAD_YEAR'],
        },
      },
      schema: { querystring: CalendarQuerySchema, response: { 200: MarketCalendarSchema } },
    },
    async (request, reply) => {
      const calendar = unwrap(getMarketCalendar(deps.clock.now(), request.query));
      cacheFor(reply, MARKET_CACHE_SECONDS.calendar);
      return calendar;
    },
  );

  app.get(
    '/api/market/corporate-actions',
    {
      config: {
        doc: {
          operationId: 'listMarketCorporateActions',
          summary: 'Every symbol’s dividends and splits over at most a year (default: the next 12 months)',
          auth: 'public',
          errors: ['MARKET_BAD_DATE_RANGE'],
        },
      },
      schema: { querystring: CorporateActionsQuerySchema, response: { 200: MarketCorporateActionsSchema } },
    },
    async (request, reply) => {
      const actions = unwrap(await getMarketCorporateActions(deps, request.query));
      cacheFor(reply, MARKET_CACHE_SECONDS.calendar);
      return actions;
    },
  );

  app.get(
    '/api/stocks/:symbol/corporate-actions',
    {
      config: {
        doc: {
          operationId: 'getStockCorporateActions',
          summary: 'A stock’s dividends and splits of the past 12 months and the next 12',
          auth: 'public',
          errors: ['MARKET_UNKNOWN_SYMBOL'],
        },
      },
      schema: { params: SymbolParamsSchema, response: { 200: StockCorporateActionsSchema } },
    },
    async (request, reply) => {
      const actions = unwrap(await getStockCorporateActions(deps, request.params));
      cacheFor(reply, MARKET_CACHE_SECONDS.calendar);
      return actions;
    },
  );

  app.get(
    '/api/stocks/search',
    {
      config: {
        doc: {
          operationId: 'searchSymbols',
          summary: 'Symbols whose ticker or name matches, optionally of one type (stock or etf)',
          auth: 'public',
        },
      },
      schema: { querystring: SymbolSearchQuerySchema, response: { 200: SymbolSearchResultSchema } },
    },
    async (request, reply) => {
      cacheFor(reply, MARKET_CACHE_SECONDS.search);
      return deps.marketData.searchSymbols(request.query.q, SYMBOL_SEARCH_LIMIT, request.query.type);
    },
  );

  app.get(
    '/api/stocks/quote/:symbol',
    {
      config: {
        doc: {
          operationId: 'getQuote',
          summary: 'The latest quote of a symbol',
          auth: 'public',
          errors: ['MARKET_UNKNOWN_SYMBOL', 'MARKET_UNAVAILABLE'],
        },
      },
      schema: {
        params: SymbolParamsSchema,
        querystring: CompetitionMarketQuerySchema,
        response: { 200: QuoteResponseSchema },
      },
    },
    async (request, reply) => {
      // With a replay event's competitionId: that replay's price now (ADR 025).
      const market = await withCompetitionMarket(deps, request.query.competitionId ?? 0);
      const quote = unwrap(await getQuote(market, request.params));
      cacheFor(reply, MARKET_CACHE_SECONDS.quote);
      return quote;
    },
  );

  app.get(
    '/api/stocks/chart/:symbol/:timeframe',
    {
      config: {
        doc: {
          operationId: 'getChart',
          summary: 'The candles of a symbol over a timeframe',
          auth: 'public',
          errors: ['MARKET_UNKNOWN_SYMBOL', 'MARKET_BAD_TIMEFRAME', 'MARKET_UNAVAILABLE'],
        },
      },
      schema: {
        params: ChartParamsSchema,
        querystring: CompetitionMarketQuerySchema,
        response: { 200: ChartResponseSchema },
      },
    },
    async (request, reply) => {
      const market = await withCompetitionMarket(deps, request.query.competitionId ?? 0);
      const candles = unwrap(await getChart(market, request.params));
      cacheFor(reply, MARKET_CACHE_SECONDS.chart);
      return candles;
    },
  );

  app.get(
    '/api/stocks/screener',
    {
      config: {
        doc: {
          operationId: 'getScreener',
          summary: 'Every listed stock and ETF (or only one type) with its price and change',
          auth: 'public',
        },
      },
      schema: { querystring: ScreenerQuerySchema, response: { 200: ScreenerResponseSchema } },
    },
    async (request, reply) => {
      cacheFor(reply, MARKET_CACHE_SECONDS.screener);
      return getScreener(deps, request.query);
    },
  );

  app.get(
    '/api/stocks/profile/:symbol',
    {
      config: {
        doc: {
          operationId: 'getStockProfile',
          summary: 'A stock page: profile, key figures and the news naming the stock',
          auth: 'public',
          errors: ['MARKET_UNKNOWN_SYMBOL', 'MARKET_UNAVAILABLE'],
        },
      },
      schema: { params: SymbolParamsSchema, response: { 200: StockProfileSchema } },
    },
    async (request, reply) => {
      const profile = unwrap(await getStockProfile(deps, request.params));
      cacheFor(reply, MARKET_CACHE_SECONDS.quote);
      return profile;
    },
  );

  app.get(
    '/api/trending',
    {
      config: { doc: { operationId: 'getTrending', summary: 'The day’s biggest gainers and losers', auth: 'public' } },
      schema: { response: { 200: TrendingResponseSchema } },
    },
    async (_request, reply) => {
      cacheFor(reply, MARKET_CACHE_SECONDS.trending);
      return getTrending(deps);
    },
  );

  app.get(
    '/api/news/market',
    {
      config: { doc: { operationId: 'listMarketNews', summary: 'Market news', auth: 'public' } },
      schema: { response: { 200: NewsListResponseSchema } },
    },
    async (_request, reply) => {
      cacheFor(reply, MARKET_CACHE_SECONDS.news);
      return listNews(deps, {});
    },
  );

  app.get(
    '/api/news/categories',
    {
      config: {
        doc: {
          operationId: 'listNewsCategories',
          summary: 'News categories with their article counts',
          auth: 'public',
        },
      },
      schema: { response: { 200: NewsCategoriesResponseSchema } },
    },
    async (_request, reply) => {
      cacheFor(reply, MARKET_CACHE_SECONDS.news);
      return countNewsCategories(deps);
    },
  );

  app.get(
    '/api/news/sector/:key',
    {
      config: { doc: { operationId: 'listSectorNews', summary: 'News of one category', auth: 'public' } },
      schema: { params: NewsSectorParamsSchema, response: { 200: NewsListResponseSchema } },
    },
    async (request, reply) => {
      cacheFor(reply, MARKET_CACHE_SECONDS.news);
      return listNews(deps, { category: request.params.key });
    },
  );

  app.get(
    '/api/news/economic-calendar',
    {
      config: { doc: { operationId: 'getEconomicCalendar', summary: 'Upcoming economic events', auth: 'public' } },
      schema: { response: { 200: EconomicCalendarResponseSchema } },
    },
    async (_request, reply) => {
      cacheFor(reply, MARKET_CACHE_SECONDS.economicCalendar);
      return getEconomicCalendar(deps);
    },
  );
}
