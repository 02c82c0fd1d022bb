import { describe, expect, it } from 'vitest';
import { createInProcessPubSub } from '../../src/adapters/pubsub/in-process-pubsub.ts';
import {
  type CachedSession,
  createSessionCache,
  SESSION_INVALIDATIONS_CHANNEL,
} from '../../src/modules/accounts/session-cache.ts';

function buildCachedSession(userId: number, overrides: Partial<CachedSession> = {}): CachedSession {
  return {
    expiresAt: 2_000_000_000_000,
    lastSeenAt: 1_700_000_000_000,
    user: {
      id: userId,
      username: `player_${userId}`,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: `player${userId}@school.edu`,
      emailVerified: false,
      isEducator: false,
      educatorUntil: null,
      timezone: 'UTC',
      experience: 0,
      createdAt: 1_700_000_000_000,
      managed: false,
      mustChangePassword: false,
    },
    ...overrides,
  };
}

describe('session cache', () => {
  it('answers a kept session until the TTL has passed', () => {
    let ms = 0;
    const cache = createSessionCache({ pubsub: createInProcessPubSub(), ttlMs: 5_000, monotonicNow: () => ms });
    cache.put('h1', buildCachedSession(1), cache.version());
    ms = 4_999;
    expect(cache.get('h1')?.user.id).toBe(1);
    ms = 5_000;
    expect(cache.get('h1')).toBeUndefined();
  });

  it('does not keep a session read while something was being forgotten (the read may predate the revocation)', async () => {
    const cache = createSessionCache({ pubsub: createInProcessPubSub() });
    const version = cache.version();
    await cache.forgetSession('other-session');
    cache.put('h1', buildCachedSession(1), version);
    expect(cache.get('h1')).toBeUndefined();
    cache.put('h1', buildCachedSession(1), cache.version());
    expect(cache.get('h1')).toBeDefined();
  });

  it('forgets one session, or every session of a user', async () => {
    const cache = createSessionCache({ pubsub: createInProcessPubSub() });
    cache.put('a1', buildCachedSession(1), cache.version());
    cache.put('a2', buildCachedSession(1), cache.version());
    cache.put('b1', buildCachedSession(2), cache.version());
    await cache.forgetSession('a1');
    expect([cache.get('a1'), cache.get('a2')?.user.id, cache.get('b1')?.user.id]).toEqual([undefined, 1, 2]);
    await cache.forgetUser(1);
    expect([cache.get('a2'), cache.get('b1')?.user.id]).toEqual([undefined, 2]);
  });

  it('keeps at most maxEntries sessions, dropping the oldest', () => {
    const cache = createSessionCache({ pubsub: createInProcessPubSub(), maxEntries: 2 });
    for (const h of ['h1', 'h2', 'h3']) cache.put(h, buildCachedSession(1), cache.version());
    expect([cache.get('h1'), cache.get('h2')?.user.id, cache.get('h3')?.user.id]).toEqual([undefined, 1, 1]);
  });

  it('forgets at once what another instance revoked, once listening', async () => {
    const pubsub = createInProcessPubSub();
    const here = createSessionCache({ pubsub });
    const there = createSessionCache({ pubsub });
    const stop = await here.listen();
    here.put('a1', buildCachedSession(1), here.version());
    here.put('b1', buildCachedSession(2), here.version());
    await there.forgetSession('a1');
    expect(here.get('a1')).toBeUndefined();
    await there.forgetUser(2);
    expect(here.get('b1')).toBeUndefined();
    await stop();
    here.put('c1', buildCachedSession(3), here.version());
    await there.forgetUser(3);
    expect(here.get('c1')).toBeDefined();
  });

  it('forgets everything on an invalidation it cannot read', async () => {
    const pubsub = createInProcessPubSub();
    const cache = createSessionCache({ pubsub });
    await cache.listen();
    cache.put('a1', buildCachedSession(1), cache.version());
    await pubsub.publish(SESSION_INVALIDATIONS_CHANNEL, { origin: 'elsewhere', userId: 'not-a-number' });
    expect(cache.get('a1')).toBeUndefined();
  });

  it('still forgets locally when publishing the invalidation fails', async () => {
    const pubsub = createInProcessPubSub();
    const cache = createSessionCache({
      pubsub: { ...pubsub, publish: () => Promise.reject(new Error('redis is down')) },
    });
    cache.put('a1', buildCachedSession(1), cache.version());
    await cache.forgetSession('a1');
    expect(cache.get('a1')).toBeUndefined();
  });
});
