import { afterEach, describe, expect, it } from 'vitest';
import { createRedisPubSub } from '../../src/adapters/pubsub/redis-pubsub.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { getMe, signUp } from './auth-builders.ts';

const REDIS_URL = process.env.REDIS_URL;
const apps: TestApp[] = [];
afterEach(async () => {
  for (const t of apps.splice(0).reverse()) await t.close();
});

/** Asks until the answer is 401; returns how long that took. */
async function msUntilRefused(t: TestApp, cookie: string, limitMs: number): Promise<number> {
  const start = performance.now();
  while (performance.now() - start < limitMs) {
    if ((await getMe(t.app, cookie)).statusCode === 401) return performance.now() - start;
    await new Promise((r) => setTimeout(r, 1));
  }
  return Number.POSITIVE_INFINITY;
}

describe.skipIf(!REDIS_URL)('cached sessions across instances through Redis', () => {
  it('refuses on one instance a session signed out on another as soon as the invalidation arrives', async () => {
    const a = await createTestApp({ deps: { pubsub: createRedisPubSub(REDIS_URL!) } });
    apps.push(a);
    const b = await createTestApp({
      deps: { pubsub: createRedisPubSub(REDIS_URL!), db: { ...a.deps.db, close: async () => {} } },
    });
    apps.push(b);
    const u = await signUp(a.app);
    expect((await getMe(a.app, u.cookie)).statusCode).toBe(200);
    expect((await getMe(a.app, u.cookie)).statusCode).toBe(200);
    const out = await b.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: u.cookie } });
    expect(out.statusCode).toBe(200);
    // One Redis round trip, not the cache's 5 s TTL.
    expect(await msUntilRefused(a, u.cookie, 2_000)).toBeLessThan(250);
  });
});
