import { describe, expect, it } from 'vitest';
import { quizPercent, type ScorableQuestion, scoreQuiz } from './score-quiz.ts';

const question = (correctIndex: number, count = 3): ScorableQuestion => ({
  correctIndex,
  choices: Array.from({ length: count }, (_, i) => ({ text: `Choice ${i}`, explanation: `Why ${i}` })),
});

describe('scoreQuiz', () => {
  const quiz = [question(0), question(2), question(1, 4)];

  it('counts the right answers and explains each one', () => {
    const scored = scoreQuiz(quiz, [0, 1, 1]);
    expect(scored).toEqual({
      ok: true,
      value: {
        score: 2,
        total: 3,
        percent: 67,
        results: [
          {
            questionId: 1,
            chosen: 0,
            correctIndex: 0,
            correct: true,
            explanation: 'Why 0',
            correctExplanation: 'Why 0',
          },
          {
            questionId: 2,
            chosen: 1,
            correctIndex: 2,
            correct: false,
            explanation: 'Why 1',
            correctExplanation: 'Why 2',
          },
          {
            questionId: 3,
            chosen: 1,
            correctIndex: 1,
            correct: true,
            explanation: 'Why 1',
            correctExplanation: 'Why 1',
          },
        ],
      },
    });
  });

  it.each([
    [[0, 2], 'Answer every question: expected 3 answers, got 2'],
    [[0, 2, 1, 0], 'Answer every question: expected 3 answers, got 4'],
    [[0, 3, 1], 'Answer 2 must be a choice number from 0 to 2'],
    [[-1, 2, 1], 'Answer 1 must be a choice number from 0 to 2'],
    [[0, 2, 4], 'Answer 3 must be a choice number from 0 to 3'],
    [[0, 2, 1.5], 'Answer 3 must be a choice number from 0 to 3'],
  ])('refuses %j: %s', (answers, message) => {
    expect(scoreQuiz(quiz, answers)).toEqual({ ok: false, message });
  });
});

describe('quizPercent', () => {
  it.each([
    [0, 5, 0],
    [5, 5, 100],
    [1, 8, 13],
    [2, 3, 67],
    [1, 6, 17],
    [0, 0, 0],
  ])('%i of %i is %i %%', (score, total, percent) => {
    expect(quizPercent(score, total)).toBe(percent);
  });
});
