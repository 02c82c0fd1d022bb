import type { EducationModuleSummary, ModuleProgress } from '@tradearena/contracts';
import type { EducationModuleContent } from '../../../content/education/education-module-content.ts';

/** A module's card on /education with the caller's progress. */
export function toModuleSummary(module: EducationModuleContent, progress: ModuleProgress): EducationModuleSummary {
  return {
    id: module.id,
    title: module.title,
    level: module.level,
    summary: module.summary,
    minutes: module.minutes,
    sectionCount: module.sections.length,
    questionCount: module.quiz.length,
    ...progress,
  };
}
