import type { EducationModule } from '@tradearena/contracts';
import { ok, type Result } from '../../app-error.ts';
import type { EducationDeps } from './education-deps.ts';
import { findModule } from './find-module.ts';
import { moduleProgress } from './module-progress.ts';
import { readProgress } from './read-progress.ts';
import { toModuleSummary } from './to-module-summary.ts';

/**
 * GET /api/education/modules/:id: the module's sections (with the caller's read marks), key terms, links and quiz.
 * The quiz goes out as prompts and choice texts only: the right answers and explanations stay on the server.
 */
export async function getEducationModule(
  deps: EducationDeps,
  input: { userId: number; moduleId: number },
): Promise<Result<EducationModule>> {
  const found = findModule(deps.modules, input.moduleId);
  if (!found.ok) return found;
  const module = found.value;
  const stored = await readProgress(deps.db.db, { userId: input.userId, moduleId: module.id });
  const read = stored.readSections.get(module.id);
  return ok({
    ...toModuleSummary(module, moduleProgress(module, read, stored.bestScores.get(module.id))),
    sections: module.sections.map((s) => ({ id: s.id, title: s.title, body: s.body, read: read?.has(s.id) ?? false })),
    keyTerms: module.keyTerms.map((k) => ({ term: k.term, definition: k.definition })),
    links: module.links.map((l) => ({ label: l.label, href: l.href, description: l.description })),
    quiz: module.quiz.map((q, i) => ({ id: i + 1, prompt: q.prompt, choices: q.choices.map((c) => c.text) })),
  });
}
