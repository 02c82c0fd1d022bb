import { ExecutedTradeSchema, TradeIdParamsSchema, TradeReflectionBodySchema } from '@tradearena/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { unwrap } from '../../app-error.ts';
import { requireUser } from '../../plugins/session.ts';
import { reflectOnTrade } from './reflect-on-trade.ts';

/** The player's side of the trade journal (ADR 026): a reflection on a closed trade. HTTP only. */
export async function tradeJournalRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.db.db;
  app.patch(
    '/api/trades/:id',
    {
      config: {
        doc: {
          operationId: 'reflectOnTrade',
          summary: 'Add a reflection to one of your closed trades',
          auth: 'session',
          errors: ['TRADE_NOT_FOUND', 'TRADE_NOT_CLOSED'],
        },
      },
      schema: { params: TradeIdParamsSchema, body: TradeReflectionBodySchema, response: { 200: ExecutedTradeSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      return unwrap(
        await reflectOnTrade(db, { userId: user.id, tradeId: request.params.id, reflection: request.body.reflection }),
      );
    },
  );
}
