import type { DbHandle } from '../../adapters/db/open-database.ts';
import type { Clock } from '../../ports/clock.ts';

/** What the educator use-cases need: a subset of AppDeps. */
export interface EducatorDeps {
  db: DbHandle;
  clock: Clock;
}
