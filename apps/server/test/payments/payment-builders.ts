import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { AppInstance } from '../../src/app.ts';
import type { Trader } from '../trading/trading-builders.ts';

export const WEDNESDAY = '2026-11-18T15:00:00Z';
export const CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  authentication: '4000 0025 0000 3155',
} as const;

export function post(app: AppInstance, who: Pick<Trader, 'cookie'> | null, url: string, payload: object) {
  return app.inject({ method: 'POST', url, headers: who ? { cookie: who.cookie } : {}, payload });
}

/** A recorded Stripe payload from fixtures/. */
export function fixture(name: string): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8'));
}

/** Starts buying Starter Boost ($4.99 → $10,000): the intent's id and client secret. */
export function startStarterBoost(app: AppInstance, who: Pick<Trader, 'cookie'>) {
  return startVirtualCash(app, who, 4.99, 10000);
}

/** Starts buying a virtual-cash package at its price (dollars): the intent's id and client secret. */
export async function startVirtualCash(
  app: AppInstance,
  who: Pick<Trader, 'cookie'>,
  amount: number,
  virtualAmount: number,
) {
  const res = await post(app, who, '/api/payments/create-payment-intent', {
    amount,
    virtualAmount,
    type: 'virtual_cash',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { paymentIntentId: string; clientSecret: string; amount: number; provider: string };
}

export function confirmCard(
  app: AppInstance,
  who: Pick<Trader, 'cookie'>,
  intent: { paymentIntentId: string; clientSecret: string },
  cardNumber: string,
  card: { expiry?: string; cvc?: string } = {},
) {
  return post(app, who, '/api/payments/simulated/confirm', {
    paymentIntentId: intent.paymentIntentId,
    clientSecret: intent.clientSecret,
    cardNumber,
    expiry: card.expiry ?? '12/30',
    cvc: card.cvc ?? '123',
  });
}

export function forceProcess(app: AppInstance, who: Pick<Trader, 'cookie'>, paymentIntentId: string) {
  return post(app, who, '/api/payments/force-process', { paymentIntentId });
}

export async function bankBalance(app: AppInstance, who: Pick<Trader, 'cookie'>): Promise<number> {
  const res = await app.inject({ method: 'GET', url: '/api/bank/balance', headers: { cookie: who.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().balance;
}

export async function bankHistory(app: AppInstance, who: Pick<Trader, 'cookie'>) {
  const res = await app.inject({ method: 'GET', url: '/api/bank/transactions', headers: { cookie: who.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { type: string; amount: number; portfolio: string }[];
}
