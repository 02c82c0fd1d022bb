import { PortfolioSummarySchema, PositionSchema, UserAchievementsResponseSchema } from '@tradearena/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unwrap } from '../../app-error.ts';
import { jsonTextSender, serializerMode } from '../../plugins/response-serializer.ts';
import { requireUser } from '../../plugins/session.ts';
import { getPortfolioValuation } from './get-portfolio-valuation.ts';
import { listUserAchievements } from './list-user-achievements.ts';
import { personalPortfolioText, personalPortfolioTextNow } from './portfolio-answer.ts';
import { toPositionJson } from './to-portfolio-json.ts';

/** The personal portfolio, its trade history and the user’s achievements. HTTP only. */
export async function portfolioRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const db = deps.db.db;
  const tradingDeps = { ...deps, ...app.orders };

  const sendPortfolioText = jsonTextSender(serializerMode(app.config), PortfolioSummarySchema);
  app.get(
    '/api/portfolio',
    {
      config: {
        doc: {
          operationId: 'getPortfolio',
          summary: 'The personal portfolio’s value and cash',
          auth: 'session',
          errors: ['PORTFOLIO_NOT_FOUND'],
        },
      },
      schema: { response: { 200: PortfolioSummarySchema } },
    },
    (request, reply) => {
      const user = requireUser(request);
      // The poll between two quote steps answers without a promise (portfolio-answer.ts).
      const known = personalPortfolioTextNow(tradingDeps, user.id);
      if (known !== undefined) {
        sendPortfolioText(reply, known);
        return;
      }
      // Resolves once the answer is sent (Fastify sends nothing more for an undefined result of a sent reply).
      return personalPortfolioText(tradingDeps, user.id).then((text) => sendPortfolioText(reply, text));
    },
  );

  app.get(
    '/api/positions',
    {
      config: {
        doc: {
          operationId: 'listPositions',
          summary: 'The personal portfolio’s positions',
          auth: 'session',
          errors: ['PORTFOLIO_NOT_FOUND'],
        },
      },
      schema: { response: { 200: z.array(PositionSchema) } },
    },
    async (request) => {
      const user = requireUser(request);
      return unwrap(await getPortfolioValuation(tradingDeps, { userId: user.id })).positions.map(toPositionJson);
    },
  );

  app.get(
    '/api/user/achievements',
    {
      config: { doc: { operationId: 'listAchievements', summary: 'The user’s achievements', auth: 'session' } },
      schema: { response: { 200: UserAchievementsResponseSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      return listUserAchievements(db, user.id);
    },
  );
}
