import { SymbolParamsSchema, WatchlistAddSchema, WatchlistSchema } from '@tradearena/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { unwrap } from '../../app-error.ts';
import { useContractMessages } from '../../plugins/contract-validation.ts';
import { requireUser } from '../../plugins/session.ts';
import { addToWatchlist, getWatchlist, removeFromWatchlist } from './watchlist.ts';

/** The player's watchlist (stock page star, dashboard card): every route needs a session (401 before validation). */
export async function watchlistRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  useContractMessages(app);
  const deps = { db: app.deps.db.db, kind: app.deps.db.kind, clock: app.deps.clock, marketData: app.deps.marketData };
  app.addHook('preValidation', async (request) => {
    requireUser(request);
  });

  app.get(
    '/api/watchlist',
    {
      config: { doc: { operationId: 'getWatchlist', summary: 'The symbols the player watches', auth: 'session' } },
      schema: { response: { 200: WatchlistSchema } },
    },
    async (request) => getWatchlist(deps, requireUser(request).id),
  );

  app.post(
    '/api/watchlist',
    {
      config: {
        doc: {
          operationId: 'addToWatchlist',
          summary: 'Watch a symbol',
          auth: 'session',
          errors: ['MARKET_UNKNOWN_SYMBOL', 'WATCHLIST_FULL'],
        },
      },
      schema: { body: WatchlistAddSchema, response: { 200: WatchlistSchema } },
    },
    async (request) =>
      unwrap(await addToWatchlist(deps, { userId: requireUser(request).id, symbol: request.body.symbol })),
  );

  app.delete(
    '/api/watchlist/:symbol',
    {
      config: { doc: { operationId: 'removeFromWatchlist', summary: 'Stop watching a symbol', auth: 'session' } },
      schema: { params: SymbolParamsSchema, response: { 200: WatchlistSchema } },
    },
    async (request) => removeFromWatchlist(deps, { userId: requireUser(request).id, symbol: request.params.symbol }),
  );
}
