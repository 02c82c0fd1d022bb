/** One answer choice of a quiz question, with why it is right or wrong. */
export interface QuizChoice {
  text: string;
  explanation: string;
}

/** A quiz question as stored: its choices and which one (0-based) is right. */
export interface ScorableQuestion {
  choices: readonly QuizChoice[];
  correctIndex: number;
}

export interface ScoredAnswer {
  /** 1-based position of the question. */
  questionId: number;
  chosen: number;
  correctIndex: number;
  correct: boolean;
  explanation: string;
  correctExplanation: string;
}

export type QuizScore =
  | { ok: true; value: { score: number; total: number; percent: number; results: ScoredAnswer[] } }
  | { ok: false; message: string };

/** Whole percent of `score` out of `total`, rounded half up (0 when there is nothing to score). */
export function quizPercent(score: number, total: number): number {
  return total === 0 ? 0 : Math.floor((score * 100) / total + 0.5);
}

/**
 * Scores a quiz: exactly one answer per question, in question order, each a whole choice number (0-based) within that
 * question's choices. Anything else is refused with a message that says what is wrong.
 */
export function scoreQuiz(questions: readonly ScorableQuestion[], answers: readonly number[]): QuizScore {
  const total = questions.length;
  if (answers.length !== total)
    return {
      ok: false,
      message: `Answer every question: expected ${total} answers, got ${answers.length}`,
    };
  const results: ScoredAnswer[] = [];
  for (const [i, question] of questions.entries()) {
    const chosen = answers[i] as number;
    const count = question.choices.length;
    if (!Number.isInteger(chosen) || chosen < 0 || chosen >= count)
      return {
        ok: false,
        message: `Answer ${i + 1} must be a choice number from 0 to ${count - 1}`,
      };
    const right = question.choices[question.correctIndex] as QuizChoice;
    results.push({
      questionId: i + 1,
      chosen,
      correctIndex: question.correctIndex,
      correct: chosen === question.correctIndex,
      explanation: (question.choices[chosen] as QuizChoice).explanation,
      correctExplanation: right.explanation,
    });
  }
  const score = results.filter((r) => r.correct).length;
  return { ok: true, value: { score, total, percent: quizPercent(score, total), results } };
}
