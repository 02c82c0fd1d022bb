import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../app-error.ts';
import { type ContentEncoding, pickEncoding } from './pick-encoding.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** index.html as built and its precompressed copies (written beside it by the web build), held in memory. */
function readIndexVariants(indexFile: string): { raw: Buffer; encoded: Map<ContentEncoding, Buffer> } {
  const encoded = new Map<ContentEncoding, Buffer>();
  for (const [encoding, ext] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (existsSync(indexFile + ext)) encoded.set(encoding, readFileSync(indexFile + ext));
  }
  return { raw: readFileSync(indexFile), encoded };
}

/**
 * Serves the built web app on the same port: hashed assets with long-cache headers, index.html for every other
 * non-API GET (SPA fallback). Unknown /api routes and non-GET requests get the JSON 404. The build writes Brotli and
 * gzip copies beside each text file (apps/web/precompress-plugin.ts); the one the browser accepts is sent with its
 * Content-Encoding, the plain file when there is none, and every answer says `Vary: Accept-Encoding` for caches.
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
      preCompressed: true,
      // The copies are reached through their original's URL, never by their own.
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders(res, path) {
        res.setHeader('Vary', 'Accept-Encoding');
        res.setHeader('Cache-Control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
      },
    });
  }
  const index = hasWeb && indexFile ? readIndexVariants(indexFile) : null;
  const available = index ? [...index.encoded.keys()] : [];
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === '/api' || path.startsWith('/api/');
    if (!isApi && index && (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/assets/')) {
      const encoding = pickEncoding(request.headers['accept-encoding'], available);
      reply.code(200).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
      reply.type('text/html; charset=utf-8');
      if (encoding) reply.header('Content-Encoding', encoding);
      return reply.send((encoding && index.encoded.get(encoding)) || index.raw);
    }
    return reply.code(404).send(errorBody('ROUTE_NOT_FOUND', `No route ${request.method} ${path}`));
  });
}
