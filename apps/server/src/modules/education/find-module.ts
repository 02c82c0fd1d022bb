import { EDUCATION_MESSAGES } from '@tradearena/contracts';
import type { EducationModuleContent } from '../../../content/education/education-module-content.ts';
import { fail, ok, type Result } from '../../app-error.ts';

/** The module with that id, or MODULE_NOT_FOUND ('Module not found', docs/product/content.md#education). */
export function findModule(
  modules: readonly EducationModuleContent[],
  moduleId: number,
): Result<EducationModuleContent> {
  const found = modules.find((m) => m.id === moduleId);
  return found ? ok(found) : fail('MODULE_NOT_FOUND', EDUCATION_MESSAGES.moduleNotFound);
}
