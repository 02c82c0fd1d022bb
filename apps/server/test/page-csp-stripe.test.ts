import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
afterEach(() => t.close());

function webDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ta-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>TradeArena</title>');
  return dir;
}

const STRIPE_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_123',
  STRIPE_WEBHOOK_SECRET: 'whsec_test_123',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
};

describe("pages' content security policy and Stripe", () => {
  it('allows no third-party source without Stripe', async () => {
    t = await createTestApp({ webDist: webDist() });
    const csp = (await t.app.inject({ method: 'GET', url: '/store' })).headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('stripe');
  });

  it('allows no third-party source when the Stripe keys are set but empty (the simulated provider)', async () => {
    t = await createTestApp({
      webDist: webDist(),
      env: { STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '', STRIPE_PUBLISHABLE_KEY: '' },
    });
    expect(t.deps.payments.provider).toBe('simulated');
    const csp = (await t.app.inject({ method: 'GET', url: '/store' })).headers['content-security-policy'] as string;
    expect(csp).not.toContain('stripe');
  });

  it("allows exactly Stripe's script, frames and API when card payments go through Stripe", async () => {
    t = await createTestApp({ webDist: webDist(), env: STRIPE_KEYS });
    const csp = (await t.app.inject({ method: 'GET', url: '/store' })).headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self' https://js.stripe.com;");
    expect(csp).toContain('frame-src https://js.stripe.com https://hooks.stripe.com;');
    expect(csp).toContain("connect-src 'self' ws: wss: https://api.stripe.com;");
    expect(csp).toContain("frame-ancestors 'none'");
    // API answers keep their own, stricter policy.
    const api = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
