import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';

/**
 * Records one scored attempt in a single statement (safe under concurrent submissions): the best score only ever
 * rises, and its time is the time it was first reached. Answers the best score after this attempt.
 */
export async function saveQuizScore(
  db: Kysely<Database>,
  input: { userId: number; moduleId: number; score: number; total: number; at: number },
): Promise<number> {
  const row = await db
    .insertInto('education_quiz_results')
    .values({
      user_id: input.userId,
      module_id: input.moduleId,
      best_score: input.score,
      question_count: input.total,
      attempts: 1,
      best_at: input.at,
      last_at: input.at,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'module_id']).doUpdateSet((eb) => {
        const improved = eb(eb.ref('excluded.best_score'), '>', eb.ref('education_quiz_results.best_score'));
        return {
          best_score: eb
            .case()
            .when(improved)
            .then(eb.ref('excluded.best_score'))
            .else(eb.ref('education_quiz_results.best_score'))
            .end(),
          best_at: eb
            .case()
            .when(improved)
            .then(eb.ref('excluded.best_at'))
            .else(eb.ref('education_quiz_results.best_at'))
            .end(),
          question_count: eb.ref('excluded.question_count'),
          attempts: eb('education_quiz_results.attempts', '+', 1),
          last_at: eb.ref('excluded.last_at'),
        };
      }),
    )
    .returning('best_score')
    .executeTakeFirstOrThrow();
  return Number(row.best_score);
}
