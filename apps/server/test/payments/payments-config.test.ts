import { describe, expect, it } from 'vitest';
import { createPaymentsFromConfig } from '../../src/adapters/payments/create-payments-from-config.ts';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { createTestDb } from '../helpers/test-db.ts';

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
      expect(createPaymentsFromConfig(loadConfig({ NODE_ENV: 'test', ...KEYS }), { db: db.db })).toMatchObject({
        provider: 'stripe',
        publishableKey: 'pk_test_abc',
      });
      expect(createPaymentsFromConfig(loadConfig({ NODE_ENV: 'test' }), { db: db.db })).toMatchObject({
        provider: 'simulated',
        publishableKey: null,
      });
    } finally {
      await db.destroy();
    }
  });
});
