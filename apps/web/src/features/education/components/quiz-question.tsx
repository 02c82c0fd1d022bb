import type { QuizQuestion as Question, QuizAnswerResult } from '@tradearena/contracts';
import { CircleCheck, CircleX } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

/** One multiple-choice question; after scoring, whether it was right and why (and the right answer if not). */
export function QuizQuestion({
  question,
  chosen,
  result,
  onChoose,
}: {
  question: Question;
  chosen: number | null;
  result: QuizAnswerResult | null;
  onChoose: (choice: number) => void;
}) {
  const name = `quiz-question-${question.id}`;
  return (
    <fieldset className="grid gap-2 rounded-xl border border-slate-800 p-4" data-testid={name}>
      <legend className="px-1 font-semibold text-white">
        {question.id}. {question.prompt}
      </legend>
      {question.choices.map((choice, i) => {
        const isRight = result !== null && i === result.correctIndex;
        const isWrongPick = result !== null && !result.correct && i === result.chosen;
        return (
          <label
            key={choice}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg border border-slate-800 p-3 text-slate-200 hover:border-slate-600',
              chosen === i && 'border-emerald-500/50 bg-emerald-500/5',
              isRight && 'border-emerald-500/60 bg-emerald-500/10',
              isWrongPick && 'border-red-500/60 bg-red-500/10',
              result !== null && 'cursor-default',
            )}
          >
            <input
              type="radio"
              name={name}
              value={i}
              checked={chosen === i}
              disabled={result !== null}
              onChange={() => onChoose(i)}
              className="mt-1 accent-emerald-500"
            />
            <span>{choice}</span>
          </label>
        );
      })}
      {result && (
        <div
          className={cn(
            'grid gap-1 rounded-lg p-3 text-sm',
            result.correct ? 'bg-emerald-500/10 text-emerald-100' : 'bg-red-500/10 text-red-100',
          )}
        >
          <p className="inline-flex items-center gap-1.5 font-semibold">
            {result.correct ? (
              <CircleCheck className="size-4" aria-hidden="true" />
            ) : (
              <CircleX className="size-4" aria-hidden="true" />
            )}
            {result.correct ? 'Correct' : 'Incorrect'}
          </p>
          <p>{result.explanation}</p>
          {!result.correct && (
            <p>
              <span className="font-semibold">Right answer: {question.choices[result.correctIndex]}.</span>{' '}
              {result.correctExplanation}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
