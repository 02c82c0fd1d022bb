import { educationModules } from '../../content/education/education-modules.ts';
import type { AppInstance } from '../../src/app.ts';
import { post } from '../leagues/league-builders.ts';
import type { Trader } from '../trading/trading-builders.ts';

/** The stored module with that id (the test's answer key; the API never sends it before a submission). */
export function moduleContent(id: number) {
  const found = educationModules.find((m) => m.id === id);
  if (!found) throw new Error(`no module ${id}`);
  return found;
}

/** Answers for module `id` with exactly `right` questions correct (the first ones), the rest wrong. */
export function answersScoring(id: number, right: number): number[] {
  return moduleContent(id).quiz.map((q, i) => (i < right ? q.correctIndex : (q.correctIndex + 1) % q.choices.length));
}

export function submitQuiz(app: AppInstance, who: Pick<Trader, 'cookie'>, id: number | string, answers: unknown) {
  return post(app, who, `/api/education/modules/${id}/quiz`, { answers });
}

export function readSection(app: AppInstance, who: Pick<Trader, 'cookie'>, id: number | string, sectionId: string) {
  return post(app, who, `/api/education/modules/${id}/sections/${sectionId}/read`);
}
