import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isProvisionalScore,
  type RankingMode,
  RISK_ADJUSTED_VOLATILITY_FLOOR_PCT,
  rankingScore,
} from './ranking-score.ts';

describe('rankingScore', () => {
  const m = { returnPct: 12, excessReturnPct: 4, volatilityPct: 20 };
  it.each<[RankingMode, typeof m, number]>([
    ['return', m, 12],
    ['excess', m, 4],
    ['risk_adjusted', m, 0.2],
    ['risk_adjusted', { returnPct: 0, excessReturnPct: -3, volatilityPct: 0 }, -3 / RISK_ADJUSTED_VOLATILITY_FLOOR_PCT],
    ['risk_adjusted', { returnPct: 0.5, excessReturnPct: 0.1, volatilityPct: 0.01 }, 0.1 / 5],
  ])('%s of %o is %d', (mode, inputs, expected) => {
    expect(rankingScore(mode, inputs)).toBeCloseTo(expected, 12);
  });

  it('property: the floor bounds the risk-adjusted score by the excess over 5 %, whatever the volatility', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -100, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 200, noNaN: true }),
        (excessReturnPct, volatilityPct) => {
          const score = rankingScore('risk_adjusted', { returnPct: 0, excessReturnPct, volatilityPct });
          expect(Number.isFinite(score)).toBe(true);
          expect(Math.abs(score)).toBeLessThanOrEqual(
            Math.abs(excessReturnPct) / RISK_ADJUSTED_VOLATILITY_FLOOR_PCT + 1e-12,
          );
        },
      ),
    );
  });

  it('a risk-adjusted score is provisional for fewer than 5 trading days; other modes never', () => {
    expect(isProvisionalScore('risk_adjusted', 4)).toBe(true);
    expect(isProvisionalScore('risk_adjusted', 5)).toBe(false);
    expect(isProvisionalScore('excess', 0)).toBe(false);
  });
});
