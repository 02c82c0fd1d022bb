// `npm run bench -- quick` (bench/run-all.ts) runs every benchmark briefly with BENCH_QUICK=1 — shorter phases,
// smaller populations — so a change that costs 20 % shows up before it lands, and prints one table of each bench's
// key figures, which each bench hands over here. Figures, not assertions: compare ratios taken in one run.
import { appendFileSync } from 'node:fs';

export const QUICK = process.env.BENCH_QUICK === '1';

/** The quick mode's value, else the normal one. */
export const quickOr = <T>(quick: T, normal: T): T => (QUICK ? quick : normal);

/**
 * A bench's key figures (name → value as printed, ratios first) for run-all's table: appended as one JSON line to
 * BENCH_SUMMARY_FILE, which run-all sets; without it nothing happens.
 */
export function reportKeyFigures(bench: string, figures: Record<string, string>): void {
  const file = process.env.BENCH_SUMMARY_FILE;
  if (file) appendFileSync(file, `${JSON.stringify({ bench, figures })}\n`);
}
