import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../app-error.ts';

/**
 * Serves the built web app on the same port: hashed assets with long-cache headers, index.html for every other
 * non-API GET (SPA fallback). Unknown /api routes and non-GET requests get the JSON 404.
 */
export async function registerStaticWeb(app: FastifyInstance, webDist: string | null): Promise<void> {
  const indexFile = webDist ? join(webDist, 'index.html') : null;
  const hasWeb = Boolean(indexFile && existsSync(indexFile));
  if (hasWeb && webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(res, path) {
        if (path.includes('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        else res.setHeader('Cache-Control', 'no-cache');
      },
    });
  }
  const indexHtml = hasWeb && indexFile ? readFileSync(indexFile, 'utf8') : null;
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === '/api' || path.startsWith('/api/');
    if (
      !isApi &&
      indexHtml &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/assets/')
    ) {
      return reply.code(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    }
    return reply.code(404).send(errorBody('ROUTE_NOT_FOUND', `No route ${request.method} ${path}`));
  });
}
