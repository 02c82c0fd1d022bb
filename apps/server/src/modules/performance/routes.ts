import { COMPETITION_MESSAGES, PerformanceQuerySchema, PerformanceResponseSchema } from '@tradearena/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { unwrap } from '../../app-error.ts';
import { requireUser } from '../../plugins/session.ts';
import { resolveCompetitionContext } from '../competition-core/index.ts';
import { competitionOf } from '../orders/index.ts';
import { PERSONAL } from '../portfolio/index.ts';
import { getPortfolioPerformance } from './get-portfolio-performance.ts';

/** GET /api/portfolio/performance (ADR 023): any portfolio of the caller against the S&P 500. HTTP only. */
export async function performanceRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { ...app.deps, ...app.orders };
  app.get(
    '/api/portfolio/performance',
    {
      config: {
        doc: {
          operationId: 'getPortfolioPerformance',
          summary: 'A portfolio’s value history and risk figures against the S&P 500',
          auth: 'session',
          errors: ['COMPETITION_NOT_FOUND', 'COMPETITION_NOT_PARTICIPANT', 'PORTFOLIO_NOT_FOUND'],
        },
      },
      schema: { querystring: PerformanceQuerySchema, response: { 200: PerformanceResponseSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      const { range, portfolioType, competitionId } = request.query;
      // The same context as a trade (docs/product/trading.md#placing-a-trade): a league names its id; the caller must
      // play it (404/403 else).
      const competition = competitionOf(
        portfolioType,
        competitionId,
        COMPETITION_MESSAGES.portfolioTypeNeedsCompetition,
      );
      const context =
        competition === null
          ? PERSONAL
          : unwrap(await resolveCompetitionContext(deps, user.id, competition, deps.clock.now(), 'read')).context;
      return unwrap(await getPortfolioPerformance(deps, { userId: user.id, context, range }));
    },
  );
}
