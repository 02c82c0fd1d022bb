import type { EducationModuleSummary } from '@tradearena/contracts';
import type { EducationDeps } from './education-deps.ts';
import { moduleProgress } from './module-progress.ts';
import { readProgress } from './read-progress.ts';
import { toModuleSummary } from './to-module-summary.ts';

/** GET /api/education/modules: every module, in id order, with the caller's own progress. */
export async function listEducationModules(
  deps: EducationDeps,
  input: { userId: number },
): Promise<EducationModuleSummary[]> {
  const stored = await readProgress(deps.db.db, { userId: input.userId });
  return deps.modules.map((module) =>
    toModuleSummary(
      module,
      moduleProgress(module, stored.readSections.get(module.id), stored.bestScores.get(module.id)),
    ),
  );
}
