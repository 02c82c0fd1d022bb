import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../app-error.ts';
import { SESSION_COOKIE } from '../modules/accounts/index.ts';
import { type ContentEncoding, pickEncoding } from './pick-encoding.ts';
import { requestCookie } from './request-cookie.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** index.html as built and its precompressed copies (written beside it by the web build), held in memory. */
interface HtmlVariants {
  raw: Buffer;
  encoded: Map<ContentEncoding, Buffer>;
}

function readIndexVariants(indexFile: string): HtmlVariants {
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
 * The public pages the web build rendered for signed-out visitors (apps/web/prerender-plugin.ts), by path:
 * `prerendered/index.html` is `/`, `prerendered/login.html` is `/login`, `_` stands for a deeper `/`.
 */
function readPrerenderedPages(webDist: string): Map<string, HtmlVariants> {
  const dir = join(webDist, 'prerendered');
  const pages = new Map<string, HtmlVariants>();
  if (!existsSync(dir)) return pages;
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.html')) continue;
    const page = name.slice(0, -'.html'.length);
    pages.set(page === 'index' ? '/' : `/${page.replaceAll('_', '/')}`, readIndexVariants(join(dir, name)));
  }
  return pages;
}

/**
 * Serves the built web app on the same port: hashed assets with long-cache headers, index.html for every other
 * non-API GET (SPA fallback). Unknown /api routes and non-GET requests get the JSON 404. The build writes Brotli and
 * gzip copies beside each text file (apps/web/precompress-plugin.ts); the one the browser accepts is sent with its
 * Content-Encoding, the plain file when there is none, and every answer says `Vary: Accept-Encoding` for caches.
 * A browser without a session cookie asking for a prerendered public page (no query string, which the page would read)
 * gets that page instead of the empty index.html (docs/decisions/031-prerendered-public-pages.md); HTML answers
 * therefore also vary on `Cookie`.
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
      globIgnore: ['**/*.br', '**/*.gz', 'prerendered/**'],
      setHeaders(res, path) {
        res.setHeader('Vary', 'Accept-Encoding');
        res.setHeader('Cache-Control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
      },
    });
  }
  const index = hasWeb && indexFile ? readIndexVariants(indexFile) : null;
  const prerendered = hasWeb && webDist ? readPrerenderedPages(webDist) : new Map<string, HtmlVariants>();
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === '/api' || path.startsWith('/api/');
    if (!isApi && index && (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/assets/')) {
      const signedOutPage =
        request.url === path && !requestCookie(request, SESSION_COOKIE) ? prerendered.get(path) : undefined;
      const page = signedOutPage ?? index;
      const encoding = pickEncoding(request.headers['accept-encoding'], [...page.encoded.keys()]);
      reply
        .code(200)
        .header('Cache-Control', 'no-cache')
        .header('Vary', prerendered.size > 0 ? 'Accept-Encoding, Cookie' : 'Accept-Encoding');
      reply.type('text/html; charset=utf-8');
      if (encoding) reply.header('Content-Encoding', encoding);
      return reply.send((encoding && page.encoded.get(encoding)) || page.raw);
    }
    return reply.code(404).send(errorBody('ROUTE_NOT_FOUND', `No route ${request.method} ${path}`));
  });
}
