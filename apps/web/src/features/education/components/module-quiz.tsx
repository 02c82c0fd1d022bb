import { EDUCATION_LIMITS, type QuizQuestion as Question, type QuizResult } from '@tradearena/contracts';
import { RotateCcw, Trophy } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { errorText } from '@/lib/error-text.ts';
import { useSubmitQuiz } from '../api/submit-quiz.ts';
import { QuizQuestion } from './quiz-question.tsx';

function QuizScore({ result }: { result: QuizResult }) {
  return (
    <Alert variant={result.passed ? 'success' : 'default'} className="grid gap-1" data-testid="quiz-score">
      <p className="inline-flex items-center gap-2 text-lg font-semibold">
        <Trophy className="size-5" aria-hidden="true" />
        You scored {result.score}/{result.total} ({result.percent}%)
      </p>
      <p>
        {result.passed
          ? 'Passed! Review the explanations below to lock in what you learned.'
          : `You need ${EDUCATION_LIMITS.passPercent}% to pass. Read the explanations below and try again.`}
      </p>
      <p className="text-sm">
        Best score: {result.bestScore}/{result.total}
        {result.completed ? ' · Module completed' : ''}
      </p>
    </Alert>
  );
}

/** The module's quiz: every question at once, scored on the server, then per-question feedback and a retry. */
export function ModuleQuiz({
  moduleId,
  questions,
  bestScore,
}: {
  moduleId: number;
  questions: Question[];
  bestScore: number | null;
}) {
  const [answers, setAnswers] = useState<(number | null)[]>(() => questions.map(() => null));
  const [missing, setMissing] = useState(false);
  const submit = useSubmitQuiz();
  const result = submit.data ?? null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (answers.some((a) => a === null)) {
      setMissing(true);
      return;
    }
    setMissing(false);
    submit.mutate({ moduleId, answers: answers as number[] });
  };
  const retry = () => {
    submit.reset();
    setAnswers(questions.map(() => null));
  };

  return (
    <Card aria-labelledby="quiz-title" role="region">
      <CardHeader>
        <CardTitle id="quiz-title">Quiz</CardTitle>
        <CardDescription>
          {questions.length} questions · pass with {EDUCATION_LIMITS.passPercent}% ·{' '}
          {bestScore === null ? 'not taken yet' : `your best: ${bestScore}/${questions.length}`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          {result && <QuizScore result={result} />}
          {questions.map((q, i) => (
            <QuizQuestion
              key={q.id}
              question={q}
              chosen={answers[i] ?? null}
              result={result?.results[i] ?? null}
              onChoose={(choice) => setAnswers((prev) => prev.map((a, j) => (j === i ? choice : a)))}
            />
          ))}
          {missing && (
            <p role="alert" className="text-sm text-red-300">
              Answer all {questions.length} questions before submitting.
            </p>
          )}
          {submit.isError && (
            <p role="alert" className="text-sm text-red-300">
              {errorText(submit.error, 'Your answers could not be scored. Try again.')}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            {result ? (
              <Button onClick={retry}>
                <RotateCcw aria-hidden="true" />
                Try again
              </Button>
            ) : (
              <Button type="submit" disabled={submit.isPending}>
                {submit.isPending ? 'Scoring…' : 'Submit answers'}
              </Button>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
