import type { FastifyInstance } from 'fastify';

/**
 * Helmet-style headers on every answer. No third-party scripts: the CSP allows only this origin. API answers are
 * `no-store` unless the route chose its own caching, and any answer setting a cookie is `no-store`.
 */
export function registerSecurityHeaders(app: FastifyInstance, opts: { https: boolean }): void {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self' ws: wss:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
  app.addHook('onSend', async (request, reply, payload) => {
    // A response that sets a cookie is never stored (a cached Set-Cookie would hand a session to the next visitor),
    // even market data marked public; other API answers are personal unless their route says otherwise.
    if (reply.hasHeader('set-cookie')) reply.header('Cache-Control', 'no-store');
    else if (!reply.hasHeader('cache-control') && request.url.startsWith('/api/')) {
      reply.header('Cache-Control', 'no-store');
    }
    reply.header('Content-Security-Policy', csp);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Cross-Origin-Resource-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
    if (opts.https) reply.header('Strict-Transport-Security', 'max-age=15552000; includeSubDomains');
    return payload;
  });
}
