import { EDUCATION_LIMITS, type QuizResult } from '@tradearena/contracts';
import { scoreQuiz } from '@tradearena/domain';
import { fail, ok, type Result } from '../../app-error.ts';
import type { EducationDeps } from './education-deps.ts';
import { findModule } from './find-module.ts';
import { moduleProgress } from './module-progress.ts';
import { saveQuizScore } from './save-quiz-score.ts';

/**
 * POST /api/education/modules/:id/quiz: scores the caller's answers on the server (one 0-based choice per question),
 * keeps the best score of all attempts, and answers every question's right choice with the explanations. Not one
 * answer per question, or a choice out of range, is QUIZ_ANSWERS_INVALID and changes nothing.
 */
export async function submitQuiz(
  deps: EducationDeps,
  input: { userId: number; moduleId: number; answers: readonly number[] },
): Promise<Result<QuizResult>> {
  const found = findModule(deps.modules, input.moduleId);
  if (!found.ok) return found;
  const module = found.value;
  const scored = scoreQuiz(module.quiz, input.answers);
  if (!scored.ok) return fail('QUIZ_ANSWERS_INVALID', scored.message);
  const { score, total, percent, results } = scored.value;
  const db = deps.db.db;
  const bestScore = await saveQuizScore(db, {
    userId: input.userId,
    moduleId: module.id,
    score,
    total,
    at: deps.clock.now().getTime(),
  });
  // The best score is the one just saved: only the sections read are still to be read.
  const reads = await db
    .selectFrom('education_section_reads')
    .select('section_id')
    .where('user_id', '=', input.userId)
    .where('module_id', '=', module.id)
    .execute();
  const progress = moduleProgress(module, new Set(reads.map((r) => r.section_id)), bestScore);
  return ok({
    score,
    total,
    percent,
    passed: percent >= EDUCATION_LIMITS.passPercent,
    bestScore,
    completed: progress.completed,
    results,
  });
}
