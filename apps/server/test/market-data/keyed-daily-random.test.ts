import { describe, expect, it } from 'vitest';
import { DAY_DRAWS, keyedDailyRandom } from '../../src/adapters/market-data/simulated/keyed-daily-random.ts';

const uniforms = (rng: { next(): number }, n: number) => Array.from({ length: n }, () => rng.next());

describe('keyed daily randomness', () => {
  it('gives each day the same draws whether read alone or inside a long run of days', () => {
    const days = keyedDailyRandom('a-secret', 'day', 'AAPL');
    const run = days(19_000, 21_000);
    for (const day of [19_000, 19_001, 20_417, 21_000]) {
      expect(uniforms(days(day, day)(day), DAY_DRAWS)).toEqual(uniforms(run(day), DAY_DRAWS));
    }
    // days before 1970 too
    expect(uniforms(days(-30, -1)(-7), 4)).toEqual(uniforms(days(-7, -7)(-7), 4));
  });

  it('is deterministic per seed and key, and differs for another seed, key or day', () => {
    const draw = (seed: string, symbol: string, day: number) =>
      uniforms(keyedDailyRandom(seed, 'day', symbol)(day, day)(day), 8);
    expect(draw('s1', 'AAPL', 20_000)).toEqual(draw('s1', 'AAPL', 20_000));
    expect(draw('s2', 'AAPL', 20_000)).not.toEqual(draw('s1', 'AAPL', 20_000));
    expect(draw('s1', 'MSFT', 20_000)).not.toEqual(draw('s1', 'AAPL', 20_000));
    expect(draw('s1', 'AAPL', 20_001)).not.toEqual(draw('s1', 'AAPL', 20_000));
    for (const u of draw('s1', 'AAPL', 20_000)) expect(u >= 0 && u < 1).toBe(true);
  });

  it('refuses a day outside the run asked for and more draws than a day holds', () => {
    const run = keyedDailyRandom('a-secret', 'day', 'AAPL')(100, 110);
    expect(() => run(111)).toThrow();
    const rng = run(105);
    uniforms(rng, DAY_DRAWS);
    expect(() => rng.next()).toThrow();
  });
});
