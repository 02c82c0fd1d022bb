import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';

export interface StoredProgress {
  /** Section ids read, per module id. */
  readSections: Map<number, Set<string>>;
  /** Best quiz score, per module id (absent: never taken). */
  bestScores: Map<number, number>;
}

/** The user's stored education progress, in all modules or in one. */
export async function readProgress(
  db: Kysely<Database>,
  input: { userId: number; moduleId?: number },
): Promise<StoredProgress> {
  let reads = db
    .selectFrom('education_section_reads')
    .select(['module_id', 'section_id'])
    .where('user_id', '=', input.userId);
  let quizzes = db
    .selectFrom('education_quiz_results')
    .select(['module_id', 'best_score'])
    .where('user_id', '=', input.userId);
  if (input.moduleId !== undefined) {
    reads = reads.where('module_id', '=', input.moduleId);
    quizzes = quizzes.where('module_id', '=', input.moduleId);
  }
  const [readRows, quizRows] = await Promise.all([reads.execute(), quizzes.execute()]);
  const readSections = new Map<number, Set<string>>();
  for (const row of readRows) {
    const moduleId = Number(row.module_id);
    const set = readSections.get(moduleId) ?? new Set<string>();
    set.add(row.section_id);
    readSections.set(moduleId, set);
  }
  const bestScores = new Map(quizRows.map((row) => [Number(row.module_id), Number(row.best_score)]));
  return { readSections, bestScores };
}
