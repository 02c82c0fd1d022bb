import {
  OrderHistoryPageSchema,
  OrderHistoryPlayerQuerySchema,
  OrderIdParamsSchema,
  OrderSchema,
  OrdersQuerySchema,
  PlaceOrderBodySchema,
} from '@tradearena/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unwrap } from '../../app-error.ts';
import { requireUser } from '../../plugins/session.ts';
import { cancelOrder } from './cancel-order.ts';
import { competitionOf } from './competition-of.ts';
import { listOrderHistory } from './list-order-history.ts';
import { listOrders } from './list-orders.ts';
import { ORDER_REFUSAL_CODES } from './order-refusal-codes.ts';
import { placeOpenOrder } from './place-open-order.ts';

const LEAGUE_ORDER_NEEDS_COMPETITION = 'A league order needs the competitionId of the league';

/**
 * Orders beyond the market order (docs/product/trading.md#order-types): place (POST /api/orders), list (GET /api/orders) and cancel
 * (DELETE /api/orders/:id) the caller's orders in any of its portfolios. The matcher and the expiry job run from
 * server.ts; this instance's order book follows the orders placed, cancelled and closed on every instance. HTTP only.
 */
export async function orderRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { ...app.deps, ...app.orders };
  const db = deps.db.db;
  app.addHook('preValidation', async (request) => {
    if (request.url.startsWith('/api/orders')) requireUser(request);
  });

  app.post(
    '/api/orders',
    {
      config: {
        doc: {
          operationId: 'placeOrder',
          summary: 'Place an order (market, limit, stop or stop-limit)',
          auth: 'session',
          errors: ORDER_REFUSAL_CODES,
        },
      },
      schema: { body: PlaceOrderBodySchema, response: { 201: OrderSchema } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { portfolioType, competitionId, ...order } = request.body;
      const placed = unwrap(
        await placeOpenOrder(deps, {
          ...order,
          userId: user.id,
          portfolioType,
          competitionId: competitionOf(portfolioType, competitionId, LEAGUE_ORDER_NEEDS_COMPETITION),
        }),
      );
      return reply.code(201).send(placed);
    },
  );

  app.get(
    '/api/orders',
    {
      config: { doc: { operationId: 'listOrders', summary: 'The user’s orders: open ones, or all', auth: 'session' } },
      schema: { querystring: OrdersQuerySchema, response: { 200: z.array(OrderSchema) } },
    },
    async (request) => {
      const user = requireUser(request);
      const { status, competitionId } = request.query;
      return listOrders(db, { userId: user.id, status, competitionId: competitionId ?? null });
    },
  );

  app.get(
    '/api/orders/history',
    {
      config: {
        doc: {
          operationId: 'listOrderHistory',
          summary: 'The user’s ended orders and fills in one portfolio, newest first, a page at a time',
          auth: 'session',
        },
      },
      schema: { querystring: OrderHistoryPlayerQuerySchema, response: { 200: OrderHistoryPageSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      const { competitionId, ...filter } = request.query;
      return listOrderHistory(db, { userId: user.id, competitionId: competitionId ?? null, filter });
    },
  );

  app.delete(
    '/api/orders/:id',
    {
      config: {
        doc: {
          operationId: 'cancelOrder',
          summary: 'Cancel an open order',
          auth: 'session',
          errors: ['ORDER_NOT_FOUND', 'ORDER_NOT_OPEN', 'LEAGUE_COMPLETED', 'COMPETITION_SEASON_ENDED'],
        },
      },
      schema: { params: OrderIdParamsSchema, response: { 200: OrderSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      return unwrap(await cancelOrder(deps, { userId: user.id, orderId: request.params.id }));
    },
  );
}
