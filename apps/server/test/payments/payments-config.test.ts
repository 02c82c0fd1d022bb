import { describe, expect, it } from 'vitest';
import { createPaymentsFromConfig } from '../../src/adapters/payments/create-payments-from-config.ts';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { createTestDb } from '../helpers/test-db.ts';

const log = { warn: () => expect.fail('warned') };

const KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
};

describe('payments configuration', () => {
  it('refuses to start with some but not all Stripe keys, naming the missing one', () => {
    const { STRIPE_WEBHOOK_SECRET: _, ...twoKeys } = KEYS;
    expect(() => loadConfig({ NODE_ENV: 'test', ...twoKeys })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', ...twoKeys })).toThrow(/^STRIPE_WEBHOOK_SECRET is unset/);
    expect(() => loadConfig({ NODE_ENV: 'test', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' })).toThrow(
      /^STRIPE_SECRET_KEY is unset/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', ...KEYS, STRIPE_SECRET_KEY: 'pk_test_oops' })).toThrow(
      'Invalid STRIPE_SECRET_KEY: must start with sk_ or rk_',
    );
  });

  it('uses Stripe with all three keys and the simulated provider with none', async () => {
    const db = await createTestDb();
    try {
      expect(createPaymentsFromConfig(loadConfig({ NODE_ENV: 'test', ...KEYS }), { db: db.db, log })).toMatchObject({
        provider: 'stripe',
        publishableKey: 'pk_test_abc',
      });
      expect(createPaymentsFromConfig(loadConfig({ NODE_ENV: 'test' }), { db: db.db, log })).toMatchObject({
        provider: 'simulated',
        publishableKey: null,
      });
    } finally {
      await db.destroy();
    }
  });

  it('warns at start-up in production when purchases go to the simulated provider (every purchase free)', async () => {
    const db = await createTestDb();
    try {
      const warned: { obj: object; msg: string }[] = [];
      const recording = { warn: (obj: object, msg: string) => warned.push({ obj, msg }) };
      const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://arena.example' };
      expect(createPaymentsFromConfig(loadConfig(production), { db: db.db, log: recording }).provider).toBe(
        'simulated',
      );
      expect(warned).toEqual([
        { obj: { provider: 'simulated' }, msg: expect.stringMatching(/^STRIPE_SECRET_KEY .* not set: .*free/) },
      ]);
      warned.length = 0;
      createPaymentsFromConfig(loadConfig({ ...production, ...KEYS }), { db: db.db, log: recording });
      createPaymentsFromConfig(loadConfig({ NODE_ENV: 'test' }), { db: db.db, log: recording });
      expect(warned).toEqual([]);
    } finally {
      await db.destroy();
    }
  });
});
