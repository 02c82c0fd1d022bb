import { EDUCATION_MESSAGES, type SectionReadResponse } from '@tradearena/contracts';
import { fail, ok, type Result } from '../../app-error.ts';
import type { EducationDeps } from './education-deps.ts';
import { findModule } from './find-module.ts';
import { moduleProgress } from './module-progress.ts';
import { readProgress } from './read-progress.ts';

/**
 * POST /api/education/modules/:id/sections/:sectionId/read: marks one section as read by the caller. Idempotent: a
 * second read keeps the first read time and answers the same progress.
 */
export async function markSectionRead(
  deps: EducationDeps,
  input: { userId: number; moduleId: number; sectionId: string },
): Promise<Result<SectionReadResponse>> {
  const found = findModule(deps.modules, input.moduleId);
  if (!found.ok) return found;
  const module = found.value;
  if (!module.sections.some((s) => s.id === input.sectionId))
    return fail('MODULE_SECTION_NOT_FOUND', EDUCATION_MESSAGES.sectionNotFound);
  const db = deps.db.db;
  await db
    .insertInto('education_section_reads')
    .values({
      user_id: input.userId,
      module_id: module.id,
      section_id: input.sectionId,
      read_at: deps.clock.now().getTime(),
    })
    .onConflict((oc) => oc.columns(['user_id', 'module_id', 'section_id']).doNothing())
    .execute();
  const stored = await readProgress(db, { userId: input.userId, moduleId: module.id });
  return ok({
    moduleId: module.id,
    sectionId: input.sectionId,
    sectionCount: module.sections.length,
    ...moduleProgress(module, stored.readSections.get(module.id), stored.bestScores.get(module.id)),
  });
}
