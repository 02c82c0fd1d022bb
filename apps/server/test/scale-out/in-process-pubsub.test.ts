import { describe, expect, it } from 'vitest';
import { createInProcessPubSub } from '../../src/adapters/pubsub/in-process-pubsub.ts';

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the in-process pub/sub (the embedded default)', () => {
  it('delivers a copy of the message to every subscriber of its channel, after the publisher went on', async () => {
    const pubsub = createInProcessPubSub();
    const got: unknown[] = [];
    await pubsub.subscribe('c', (m) => got.push(m));
    await pubsub.subscribe('c', (m) => got.push(m));
    const message = { type: 't', nested: { n: 1 }, at: new Date('2026-11-29T12:00:00Z') };
    const published = pubsub.publish('c', message);
    expect(got).toEqual([]); // never inline in the publisher
    await published;
    await settle();
    // As Redis delivers it: JSON, not the publisher's object.
    expect(got).toEqual([
      { type: 't', nested: { n: 1 }, at: '2026-11-29T12:00:00.000Z' },
      { type: 't', nested: { n: 1 }, at: '2026-11-29T12:00:00.000Z' },
    ]);
    expect(got[0]).not.toBe(message);
    await pubsub.close();
  });

  it('keeps nothing published while nobody listened, and stops delivering to an unsubscribed handler', async () => {
    const pubsub = createInProcessPubSub();
    await pubsub.publish('c', { n: 1 });
    const got: unknown[] = [];
    const unsubscribe = await pubsub.subscribe('c', (m) => got.push(m));
    await settle();
    expect(got).toEqual([]);
    await pubsub.publish('c', { n: 2 });
    await settle();
    await unsubscribe();
    await pubsub.publish('c', { n: 3 });
    await settle();
    expect(got).toEqual([{ n: 2 }]);
    await pubsub.close();
  });
});
