import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { buildSignUp, signUp } from './auth-builders.ts';

describe('identity headers must match the session (docs/decisions/004-error-body.md)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://play.tradearena.example' } });
  });
  afterAll(() => t.close());

  it('accepts x-user-id and x-user-email of the signed-in user', async () => {
    const u = await signUp(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: u.cookie, 'x-user-id': String(u.id), 'x-user-email': u.email.toUpperCase() },
    });
    expect(res.statusCode).toBe(200);
  });

  it("refuses another user's x-user-id with 403 and never shows their data", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: alice.cookie, 'x-user-id': String(bob.id) },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'AUTH_IDENTITY_MISMATCH' });
    expect(res.body).not.toContain(bob.email);
  });

  it("refuses another user's x-user-email with 403, also on a state-changing request", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/account',
      headers: { cookie: alice.cookie, 'x-user-email': bob.email },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('AUTH_IDENTITY_MISMATCH');
    const stillThere = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: alice.cookie } });
    expect(stillThere.statusCode).toBe(200);
  });

  it("lets a browser holding another user's stored id sign out, sign in and sign up (the header is not used there)", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: alice.cookie, 'x-user-id': String(bob.id) },
    });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: alice.cookie } });
    expect(after.statusCode).toBe(401);
    const fresh = await signUp(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: fresh.cookie, 'x-user-id': String(bob.id) },
      payload: { email: alice.email, password: alice.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { cookie: fresh.cookie, 'x-user-id': String(bob.id) },
      payload: buildSignUp(),
    });
    expect(register.statusCode, register.body).toBe(201);
  });

  it('does not sign anyone in from an x-user-id header alone', async () => {
    const u = await signUp(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: { 'x-user-id': String(u.id) } });
    expect(res.statusCode).toBe(401);
  });
});

describe('cross-site requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://play.tradearena.example' } });
  });
  afterAll(() => t.close());

  it('refuses a state-changing request from a foreign Origin with 403, even with a valid session', async () => {
    const u = await signUp(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: { cookie: u.cookie, origin: 'https://evil.example' },
      payload: { firstName: 'Hacked', lastName: 'X', email: 'evil@evil.example', timezone: 'UTC' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'AUTH_CROSS_SITE',
      error: 'Cross-site request refused',
      message: 'Cross-site request refused',
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: u.cookie } });
    expect(me.json().firstName).toBe('Ada');
  });

  it('refuses a foreign Origin on sign-in (login CSRF) and on sign-out', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'a@b.co', password: 'x' },
    });
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { origin: 'null' } });
    expect([login.statusCode, logout.statusCode]).toEqual([403, 403]);
  });

  it('refuses a cross-site request that carries no Origin but says Sec-Fetch-Site: cross-site', async () => {
    const u = await signUp(t.app);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/account',
      headers: { cookie: u.cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('accepts the site itself: PUBLIC_URL origin, or the same host', async () => {
    const fromPublicUrl = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'https://play.tradearena.example' },
    });
    const sameHost = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
    });
    expect([fromPublicUrl.statusCode, sameHost.statusCode]).toEqual([200, 200]);
  });

  it('lets reads from anywhere through (GET is not state-changing)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(200);
  });
});
