import { describe, expect, it } from 'vitest';
import { clientAddressKey } from '../../src/plugins/rate-limit.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { buildSignUp, signIn, signUp } from './auth-builders.ts';

const SCHOOL = '203.0.113.7';

describe('brute-force limits', () => {
  it('lets a class of 40 sign up and sign in from one school address within a minute, then stops a script', async () => {
    const t = await createTestApp();
    try {
      const students = [];
      for (let i = 0; i < 40; i++) {
        students.push(await signUp(t.app, {}, SCHOOL));
        t.clock.advance(500); // 40 sign-ups in 20 s
      }
      for (const s of students) {
        expect((await signIn(t.app, s.email, s.password, SCHOOL)).statusCode).toBe(200);
        t.clock.advance(500); // and 40 sign-ins in the next 20 s
      }
      // A script from the same address guessing passwords of many accounts is cut off after the address's failure
      // budget (the 40 correct sign-ins took nothing from it), with Retry-After.
      let refused = null;
      for (let i = 0; i < 200 && !refused; i++) {
        const res = await signIn(t.app, `victim${i}@school.edu`, 'Guess#123', SCHOOL);
        if (res.statusCode === 429) refused = { attempt: i, res };
        else expect(res.statusCode).toBe(401);
      }
      expect(refused).not.toBeNull();
      expect(refused?.attempt).toBe(100);
      expect(refused?.res.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(refused?.res.json().message).toMatch(/^Too many attempts\. Please wait \d+ seconds? and try again\.$/);
      expect(Number(refused?.res.headers['retry-after'])).toBeGreaterThan(0);
      // Another address is not affected.
      expect((await signIn(t.app, students[0]!.email, students[0]!.password, '198.51.100.9')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('limits reset emails per account and per address, with the same answer until then', async () => {
    const t = await createTestApp();
    try {
      const u = await signUp(t.app);
      const forgot = (email: string, ip: string) =>
        t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: ip });
      for (let i = 0; i < 5; i++) expect((await forgot(u.email, `198.51.100.${i + 1}`)).statusCode).toBe(200);
      const sixth = await forgot(u.email, '198.51.100.77');
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().message).toBe('Too many attempts. Please wait 12 minutes and try again.');
      expect(t.mailer.sent).toHaveLength(5);
      let perIp = 0;
      for (; perIp < 40; perIp++) if ((await forgot(`someone${perIp}@school.edu`, SCHOOL)).statusCode === 429) break;
      expect(perIp).toBe(30);
    } finally {
      await t.close();
    }
  });

  it('limits sign-ups per address', async () => {
    const t = await createTestApp();
    try {
      let created = 0;
      for (; created < 100; created++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: buildSignUp(),
          remoteAddress: SCHOOL,
        });
        if (res.statusCode === 429) {
          expect(res.headers['retry-after']).toBeDefined();
          break;
        }
        expect(res.statusCode).toBe(201);
      }
      expect(created).toBe(80);
    } finally {
      await t.close();
    }
  });

  it('keys a client by X-Forwarded-For only when a trusted proxy sent it (by default, only a proxy on this host)', async () => {
    const t = await createTestApp();
    try {
      const forgot = (i: number, remoteAddress: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { email: `someone${i}@school.edu` },
          remoteAddress,
          headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
        });
      // Behind a trusted proxy (loopback) every forwarded client has its own bucket: 35 clients, no refusal.
      for (let i = 0; i < 35; i++) expect((await forgot(i, '127.0.0.1')).statusCode).toBe(200);
      // A direct client — even a student's machine on the school's private network — cannot escape its bucket by
      // inventing X-Forwarded-For values: refused after 30.
      const direct = [];
      for (let i = 0; i < 31; i++) direct.push((await forgot(i, '10.20.30.40')).statusCode);
      expect(direct.filter((s) => s === 200)).toHaveLength(30);
      expect(direct.at(-1)).toBe(429);
    } finally {
      await t.close();
    }
  });
});

describe('client address keys', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:aa:bb:1:2:3:4', '2001:db8:aa:bb::/64'],
    ['2001:db8:aa:bb::9', '2001:db8:aa:bb::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
  ])('%s → %s', (ip, key) => {
    expect(clientAddressKey(ip)).toBe(key);
  });
});
