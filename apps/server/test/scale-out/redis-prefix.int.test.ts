import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createRedisPubSub } from '../../src/adapters/pubsub/redis-pubsub.ts';
import type { PubSub } from '../../src/ports/pubsub.ts';
import { waitUntil } from '../helpers/wait-until.ts';

const REDIS_URL = process.env.REDIS_URL;
const open: PubSub[] = [];
afterEach(async () => {
  for (const p of open.splice(0)) await p.close();
});

const connect = (prefix: string) => {
  const p = createRedisPubSub(REDIS_URL!, { prefix });
  open.push(p);
  return p;
};

describe.skipIf(!REDIS_URL)('REDIS_PREFIX', () => {
  it('keeps deployments sharing one Redis apart: only instances of the same prefix hear each other', async () => {
    const mine = `ta-${randomBytes(4).toString('hex')}:`;
    const heard: string[] = [];
    const listener = connect(mine);
    await listener.subscribe('market:ticks', (m) => heard.push((m as { from: string }).from));
    await connect(`ta-${randomBytes(4).toString('hex')}:`).publish('market:ticks', { from: 'other deployment' });
    await connect('').publish('market:ticks', { from: 'no prefix' });
    await connect(mine).publish('market:ticks', { from: 'same deployment' });
    await waitUntil('the message of the same deployment arrives', () => heard.length > 0);
    expect(heard).toEqual(['same deployment']);
  });
});
