import type { FastifyInstance } from 'fastify';
import { type OpenApiDocument, renderDocsPage } from './render-docs-page.ts';

/**
 * The API's own description: `GET /api/openapi.json`, the OpenAPI 3.1 document of every route (built by
 * plugins/openapi.ts), and `GET /api/docs`, a self-contained page rendering it. Both public, like the routes they
 * describe.
 */
export async function apiDocsRoutes(app: FastifyInstance): Promise<void> {
  let page: string | null = null;

  app.get(
    '/api/openapi.json',
    {
      config: {
        doc: {
          operationId: 'getOpenApiDocument',
          summary: 'This document: the OpenAPI 3.1 description of every route',
          auth: 'public',
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return app.swagger();
    },
  );

  app.get(
    '/api/docs',
    {
      config: {
        page: true,
        doc: {
          operationId: 'getApiDocsPage',
          summary: 'The API documentation page (HTML)',
          auth: 'public',
          responses: { 200: { description: 'The page', contentType: 'text/html' } },
        },
      },
    },
    async (_request, reply) => {
      page ??= renderDocsPage(app.swagger() as unknown as OpenApiDocument);
      reply.header('cache-control', 'public, max-age=300').type('text/html; charset=utf-8');
      return page;
    },
  );
}
