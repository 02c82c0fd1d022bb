import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerAnswerHeaders } from '../src/plugins/security-headers.ts';

/**
 * The one onSend hook every answer passes (plugins/security-headers.ts): its request id, `connection: close` once the
 * server is closing, the API's or the page's security headers, and `no-store` on any answer that sets a cookie.
 */
describe('the answer headers', () => {
  async function appWith(closing: { now: boolean }) {
    const app = Fastify({ genReqId: () => 'req-1' });
    await app.register(fastifyCookie);
    registerAnswerHeaders(app, { https: false, closing: () => closing.now });
    app.get('/api/thing', async () => ({ ok: true }));
    app.get('/api/signs-in', async (_request, reply) => {
      reply.setCookie('ta_session', 'x', { path: '/' });
      return { ok: true };
    });
    app.get('/page', async (_request, reply) => reply.type('text/html').send('<p>hi</p>'));
    return app;
  }

  it('gives every answer its request id, and ends the connection only while the server closes', async () => {
    const closing = { now: false };
    const app = await appWith(closing);
    const open = await app.inject({ method: 'GET', url: '/api/thing' });
    expect(open.headers['x-request-id']).toBe('req-1');
    expect(open.headers.connection).not.toBe('close');
    closing.now = true;
    const last = await app.inject({ method: 'GET', url: '/api/thing' });
    expect(last.headers['x-request-id']).toBe('req-1');
    expect(last.headers.connection).toBe('close');
    await app.close();
  });

  it('sends the API headers on JSON answers, the page headers on pages, no-store with a cookie', async () => {
    const app = await appWith({ now: false });
    const api = await app.inject({ method: 'GET', url: '/api/thing' });
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers['cache-control']).toBe('no-store');
    expect(api.headers['referrer-policy']).toBeUndefined();
    const page = await app.inject({ method: 'GET', url: '/page' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['cache-control']).toBeUndefined();
    // The cookie plugin's own onSend runs first (registered before), so the cookie is seen here.
    const signIn = await app.inject({ method: 'GET', url: '/api/signs-in' });
    expect(signIn.headers['set-cookie']).toBeTruthy();
    expect(signIn.headers['cache-control']).toBe('no-store');
    await app.close();
  });
});
