import { EDUCATION_LIMITS, type ModuleProgress } from '@tradearena/contracts';
import { quizPercent } from '@tradearena/domain';
import type { EducationModuleContent } from '../../../content/education/education-module-content.ts';

/**
 * A user's progress in one module from what is stored: sections read (only ids the module still has), the best quiz
 * score, and completed = every section read and a best score of at least EDUCATION_LIMITS.passPercent.
 */
export function moduleProgress(
  module: EducationModuleContent,
  readSections: ReadonlySet<string> | undefined,
  bestScore: number | undefined,
): ModuleProgress {
  const sectionsRead = module.sections.filter((s) => readSections?.has(s.id)).length;
  const passed = bestScore !== undefined && quizPercent(bestScore, module.quiz.length) >= EDUCATION_LIMITS.passPercent;
  return {
    sectionsRead,
    bestScore: bestScore ?? null,
    completed: sectionsRead === module.sections.length && passed,
  };
}
