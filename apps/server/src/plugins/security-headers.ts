import type { FastifyInstance } from 'fastify';

/**
 * Helmet-style headers on every answer. No third-party scripts: the CSP of pages allows only this origin (and Stripe's
 * when card payments go through Stripe). API
 * answers (JSON, never rendered as a document) carry the headers that matter for them (OWASP REST Security): no
 * sniffing, no framing, no scripts should one ever be opened as a page, no cross-origin reads — the document-only
 * policies (referrer, opener, permissions) go with pages and assets. API answers are `no-store` unless the route
 * chose its own caching, and any answer setting a cookie is `no-store`.
 */
const hstsHeader = (https: boolean): Record<string, string> =>
  https ? { 'strict-transport-security': 'max-age=15552000; includeSubDomains' } : {};

/** The headers of every API answer (JSON): also sent by answers made before any route runs (error-handler.ts). */
export function apiSecurityHeaders(https: boolean): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cross-origin-resource-policy': 'same-origin',
    ...hstsHeader(https),
  };
}

/**
 * With Stripe configured, the store's card form is Stripe Elements: Stripe.js from js.stripe.com, its card fields in
 * frames of js.stripe.com (3-D Secure through hooks.stripe.com), its calls to api.stripe.com — and nothing else.
 */
const STRIPE_SOURCES = {
  script: ' https://js.stripe.com',
  frame: 'https://js.stripe.com https://hooks.stripe.com',
  connect: ' https://api.stripe.com',
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An HTML page under /api/ (the API documentation): sent with the headers of pages, not those of JSON answers. */
    page?: boolean;
  }
}

export interface AnswerHeaderOptions {
  https: boolean;
  stripe?: boolean;
  /** True once the server is closing: each answer then ends its connection (server.ts on SIGTERM). */
  closing?: () => boolean;
}

/**
 * Every answer sent through a reply, in one onSend hook (a hook per answer costs; three did this before): its request
 * id, `connection: close` while the server closes (a keep-alive client — a proxy, a browser — does not hold the
 * shutdown open, its next request goes to another instance), and the security headers. Registered after
 * @fastify/cookie, whose own onSend puts the reply's cookies into `set-cookie`, which decides `no-store` here.
 * Answers made before any hook carry the same (error-handler.ts).
 */
export function registerAnswerHeaders(app: FastifyInstance, opts: AnswerHeaderOptions): void {
  const stripe = opts.stripe === true;
  const pageCsp = [
    "default-src 'self'",
    `script-src 'self'${stripe ? STRIPE_SOURCES.script : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ws: wss:${stripe ? STRIPE_SOURCES.connect : ''}`,
    ...(stripe ? [`frame-src ${STRIPE_SOURCES.frame}`] : []),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
  const hsts = hstsHeader(opts.https);
  const apiHeaders = apiSecurityHeaders(opts.https);
  const pageHeaders = {
    'content-security-policy': pageCsp,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
    ...hsts,
  };
  const closing = opts.closing ?? (() => false);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    if (closing()) reply.header('connection', 'close');
    const api = request.url.startsWith('/api/') && request.routeOptions.config?.page !== true;
    // A response that sets a cookie is never stored (a cached Set-Cookie would hand a session to the next visitor),
    // even market data marked public; other API answers are personal unless their route says otherwise.
    if (reply.hasHeader('set-cookie') || (api && !reply.hasHeader('cache-control'))) {
      reply.header('cache-control', 'no-store');
    }
    reply.headers(api ? apiHeaders : pageHeaders);
    done(null, payload);
  });
}
