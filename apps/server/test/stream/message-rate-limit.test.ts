import { describe, expect, it } from 'vitest';
import { createMessageRateLimit } from '../../src/modules/stream/message-rate-limit.ts';

const takeMany = (rate: ReturnType<typeof createMessageRateLimit>, n: number, nowMs: number) =>
  Array.from({ length: n }, () => rate.take(nowMs));

describe('createMessageRateLimit', () => {
  it('accepts a burst of twice the rate at once', () => {
    const rate = createMessageRateLimit({ perSecond: 20, nowMs: 0 });
    expect(takeMany(rate, 40, 0).every((v) => v === 'accept')).toBe(true);
  });

  it('warns on the first message over the budget, drops the rest, and closes after another burst of them', () => {
    const rate = createMessageRateLimit({ perSecond: 20, nowMs: 0 });
    takeMany(rate, 40, 0);
    expect(takeMany(rate, 40, 0)).toEqual(['warn', ...Array(39).fill('drop')]);
    expect(rate.take(0)).toBe('close');
  });

  it('refills at the rate, so a client keeping to it is never refused', () => {
    const rate = createMessageRateLimit({ perSecond: 20, nowMs: 0 });
    const verdicts = Array.from({ length: 1_000 }, (_, i) => rate.take(i * 50));
    expect(new Set(verdicts)).toEqual(new Set(['accept']));
  });

  it('forgives a client that slows down: after its debt is paid it is accepted again, and warned anew', () => {
    const rate = createMessageRateLimit({ perSecond: 20, nowMs: 0 });
    takeMany(rate, 60, 0); // 40 accepted, 20 ignored: 20 tokens of debt
    expect(rate.take(1_050)).toBe('accept'); // 21 tokens later (1.05 s): the debt is paid and one is left
    expect(rate.take(1_050)).toBe('warn');
  });
});
