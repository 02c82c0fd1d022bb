import { type JobLog, scheduleRecurringJob } from '../../jobs/schedule-recurring-job.ts';
import type { CorporateActionsSource } from '../../ports/corporate-actions.ts';
import { type CorporateActionsDeps, runCorporateActions } from './run-corporate-actions.ts';

/**
 * The corporate-actions job (docs/decisions/029-corporate-actions-accounting.md), at start-up and then every
 * `checkEveryMs` (default 15 s, so a split lands within seconds of the open) on one instance at a time (advisory lock
 * 727_291): dividend entitlements at the close before the ex-date, payments on the pay date, splits at the open.
 * Returns stop.
 */
export function scheduleCorporateActions(
  deps: CorporateActionsDeps,
  source: CorporateActionsSource,
  log: JobLog,
  opts: { checkEveryMs?: number } = {},
): () => Promise<void> {
  const settled = new Set<string>();
  return scheduleRecurringJob(deps.db, log, {
    name: 'corporate actions',
    lockId: 727_291,
    everyMs: opts.checkEveryMs ?? 15_000,
    async work() {
      const round = await runCorporateActions(deps, source, deps.clock.now(), settled);
      if (round.entitlements + round.dividendsPaid + round.portfoliosSplit > 0)
        log.info(round, 'corporate actions applied');
    },
  });
}
