import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_TOUCH_MS } from '../src/modules/accounts/sessions.ts';
import { signUp } from './auth/auth-builders.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Personal API answers and answers that set a cookie are never stored by a browser or a shared cache (a school
 * proxy, a CDN): a cached Set-Cookie would hand one student's session to the next.
 */
describe('cache headers of API answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('marks personal answers and errors no-store', async () => {
    const { cookie } = await signUp(t.app);
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
  });

  it('marks sign-in answers, which carry the session cookie, no-store', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'cache@school.edu', password: 'Secret#2026', firstName: 'A', lastName: 'B', username: 'cachy' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['set-cookie']).toBeTruthy();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('keeps the public caching of market data for everyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/stocks/quote/AAPL' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
  });

  it('never lets a shared cache keep market data that renews a session cookie', async () => {
    const { cookie } = await signUp(t.app);
    t.clock.advance(SESSION_TOUCH_MS + 1000);
    const res = await t.app.inject({ method: 'GET', url: '/api/stocks/quote/AAPL', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeTruthy();
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
