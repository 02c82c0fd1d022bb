import { investedCapitalCents, largestPosition, type StudentRisk } from './needs-guidance.ts';

/** How many of the most concentrated portfolios a class's summary lists. */
export const MOST_CONCENTRATED_SHOWN = 3;

/** One student as the class's comparison with the S&P 500 reads them. */
export interface BenchmarkedStudent {
  userId: number;
  name: string;
  /** Return above the S&P 500 over the same span, percent (docs/decisions/023-...). */
  excessReturnPct: number;
  risk: Pick<StudentRisk, 'valueCents' | 'cashCents' | 'netDepositsCents' | 'holdings'>;
}

export interface ClassBenchmarkSummary {
  students: number;
  /** Share of the students whose excess return is above 0, percent; null for an empty class. */
  beatingBenchmarkPercent: number | null;
  /** Median of the excess returns (mean of the two middle ones for an even count); null for an empty class. */
  medianExcessReturnPct: number | null;
  /**
   * The portfolios whose largest stock weighs most, heaviest first (then name, then user id), at most
   * MOST_CONCENTRATED_SHOWN: the weight is of the invested capital, as the needs-guidance rule measures it.
   */
  mostConcentrated: { userId: number; name: string; symbol: string; positionPercent: number }[];
}

/** The educator dashboard's per-class comparison with the S&P 500 (docs/decisions/023-...). */
export function classBenchmarkSummary(students: readonly BenchmarkedStudent[]): ClassBenchmarkSummary {
  const n = students.length;
  const excess = students.map((s) => s.excessReturnPct).sort((a, b) => a - b);
  const mid = Math.floor(n / 2);
  const median = n === 0 ? null : n % 2 === 1 ? excess[mid]! : (excess[mid - 1]! + excess[mid]!) / 2;
  const concentrated = students.flatMap((s) => {
    const largest = largestPosition(s.risk.holdings);
    const base = investedCapitalCents(s.risk);
    if (!largest || base <= 0) return [];
    return [
      { userId: s.userId, name: s.name, symbol: largest.symbol, positionPercent: (largest.valueCents / base) * 100 },
    ];
  });
  concentrated.sort(
    (a, b) =>
      b.positionPercent - a.positionPercent || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || a.userId - b.userId,
  );
  return {
    students: n,
    beatingBenchmarkPercent: n === 0 ? null : (students.filter((s) => s.excessReturnPct > 0).length / n) * 100,
    medianExcessReturnPct: median,
    mostConcentrated: concentrated.slice(0, MOST_CONCENTRATED_SHOWN),
  };
}
