import type { EducationModuleContent } from '../../../content/education/education-module-content.ts';
import type { DbHandle } from '../../adapters/db/open-database.ts';
import type { Clock } from '../../ports/clock.ts';

/** What the education use-cases need: the database, the clock and the course content (tests may pass their own). */
export interface EducationDeps {
  db: DbHandle;
  clock: Clock;
  modules: readonly EducationModuleContent[];
}
