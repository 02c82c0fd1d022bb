import { expect, type Locator, test } from '@playwright/test';
import { checkScreen } from './support/check-screen.ts';
import { signUpNewPlayer } from './support/sign-up.ts';

const MODULE_TITLE = 'How the Stock Market Works';

/** The text of the choice the student picked in a question (its checked radio's label). */
async function chosenText(question: Locator): Promise<string> {
  const checked = question.page().getByRole('radio', { checked: true });
  return ((await question.locator('label').filter({ has: checked }).textContent()) ?? '').trim();
}

test('a student reads a module, takes its quiz twice and sees the progress on /education', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpNewPlayer(page, 'student');

  // /education: six modules, nothing read yet
  await page.goto('/education');
  await expect(page.getByRole('heading', { level: 1, name: 'Education' })).toBeVisible();
  const modules = page.getByRole('list', { name: 'Modules' });
  await expect(modules.getByRole('listitem')).toHaveCount(6);
  await expect(page.getByTestId('education-completed')).toHaveText('0 of 6 modules completed');
  const card = modules.getByRole('listitem').filter({ hasText: MODULE_TITLE });
  await expect(card).toContainText('Sections read: 0/6');
  await expect(card).toContainText('Quiz not taken');
  await checkScreen(page, 'education');

  // The module: mark every section read
  await card.getByRole('link', { name: `Start module 1: ${MODULE_TITLE}` }).click();
  await expect(page).toHaveURL(/\/education\/module\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: MODULE_TITLE })).toBeVisible();
  const progress = page.getByTestId('module-progress');
  await expect(progress).toHaveText('Sections read: 0/6 · Best quiz score: not taken');
  const markButtons = page.getByRole('button', { name: /^Mark as read: .+$/ });
  await expect(markButtons).toHaveCount(6);
  for (let left = 6; left > 0; left -= 1) {
    await markButtons.first().click();
    await expect(markButtons).toHaveCount(left - 1);
    await expect(progress).toContainText(`Sections read: ${7 - left}/6`);
  }
  await expect(page.getByText('Section read', { exact: true })).toHaveCount(6);
  await expect(page.getByRole('navigation', { name: 'Sections' }).getByText('(read)')).toHaveCount(6);

  // The quiz: every question needs an answer
  const quiz = page.getByRole('region', { name: 'Quiz', exact: true });
  const questions = quiz.getByRole('group');
  await expect(questions).toHaveCount(6);
  await quiz.getByRole('button', { name: 'Submit answers' }).click();
  await expect(quiz.getByRole('alert')).toHaveText('Answer all 6 questions before submitting.');

  // First attempt: the first choice everywhere; the server scores it, each question says whether it was right
  for (const question of await questions.all()) await question.getByRole('radio').first().check();
  await quiz.getByRole('button', { name: 'Submit answers' }).click();
  const score = quiz.getByTestId('quiz-score');
  await expect(score).toContainText(/You scored \d\/6 \(\d+%\)/);
  const rightAnswers: string[] = [];
  let firstScore = 0;
  for (const question of await questions.all()) {
    await expect(question.getByText(/^(Correct|Incorrect)$/)).toBeVisible();
    await expect(question.getByRole('radio').first()).toBeDisabled();
    const rightAnswer = question.getByText(/^Right answer: /);
    if (await question.getByText('Correct', { exact: true }).isVisible()) {
      firstScore += 1;
      await expect(rightAnswer).toHaveCount(0);
      rightAnswers.push(await chosenText(question));
    } else {
      rightAnswers.push(((await rightAnswer.textContent()) ?? '').replace(/^Right answer: /, '').replace(/\.$/, ''));
    }
  }
  expect(firstScore, 'the first choices are not all right').toBeLessThan(6);
  await expect(score).toContainText(`You scored ${firstScore}/6`);
  await expect(score).toContainText(`Best score: ${firstScore}/6`);
  await expect(progress).toHaveText(`Sections read: 6/6 · Best quiz score: ${firstScore}/6`);
  await checkScreen(page, 'education-module-quiz-results');

  // Second attempt with the right answers the results showed: full marks, module completed
  await quiz.getByRole('button', { name: 'Try again' }).click();
  await expect(quiz.getByRole('radio', { checked: true })).toHaveCount(0);
  for (const [i, question] of (await questions.all()).entries()) {
    await question.getByRole('radio', { name: rightAnswers[i], exact: true }).check();
  }
  await quiz.getByRole('button', { name: 'Submit answers' }).click();
  await expect(score).toContainText('You scored 6/6 (100%)');
  await expect(score).toContainText('Passed!');
  await expect(score).toContainText('Best score: 6/6 · Module completed');
  await expect(quiz.getByText('Correct', { exact: true })).toHaveCount(6);
  await expect(progress).toHaveText('Sections read: 6/6 · Best quiz score: 6/6');

  // Back on /education: the module's progress and best score, kept by the server
  await page.getByRole('link', { name: 'Back to Education' }).click();
  await expect(page).toHaveURL(/\/education$/);
  await expect(card).toContainText('Sections read: 6/6');
  await expect(card).toContainText('Best score: 6/6');
  await expect(card).toContainText('Completed');
  await expect(card.getByRole('progressbar', { name: 'Module 1 sections read' })).toHaveAttribute('aria-valuenow', '6');
  await expect(page.getByTestId('education-completed')).toHaveText('1 of 6 modules completed');
  await page.reload();
  await expect(card).toContainText('Best score: 6/6');
  await expect(card.getByRole('link', { name: `Continue module 1: ${MODULE_TITLE}` })).toBeVisible();

  // An unknown module
  await page.goto('/education/module/99');
  await expect(page.getByRole('heading', { level: 1, name: 'Module not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Education' }).click();
  await expect(page).toHaveURL(/\/education$/);
});
