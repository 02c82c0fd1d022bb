import { type Browser, expect, type Page, test } from '@playwright/test';
import { checkScreen } from './support/check-screen.ts';
import { waitForVerifyEmailLink } from './support/outbox.ts';
import { signUpNewPlayer } from './support/sign-up.ts';

/** ADMIN_EMAILS of the journeys' server (playwright.config.ts). */
function operatorEmail(): string {
  const email = process.env.E2E_OPERATOR_EMAIL;
  if (!email) throw new Error('E2E_OPERATOR_EMAIL is not set: run the journeys through playwright.config.ts');
  return email;
}

/**
 * The operator in a browser of their own: signs up with the ADMIN_EMAILS address, is offered the confirmation link on
 * the moderation screen, opens it from the outbox and lands on Feedback Moderation.
 */
async function signUpOperator(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const email = operatorEmail();
  await signUpNewPlayer(page, 'operator', { email });

  await page.goto('/feedback');
  await page.getByRole('link', { name: 'Moderate Feedback' }).click();
  await expect(page).toHaveURL(/\/admin\/feedback$/);
  await expect(page.getByText('Confirm your email address to moderate')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Pending feedback' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByRole('status').filter({ hasText: `We sent a confirmation link to ${email}.` })).toBeVisible();

  await page.goto(await waitForVerifyEmailLink(email));
  await expect(page.getByRole('heading', { level: 1, name: 'Email Address Confirmed' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Feedback Moderation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback Moderation' })).toBeVisible();
  return page;
}

test('a student submits feedback, an operator approves it, and it appears in community reviews as plain text', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36).slice(-5);
  const title = `Loved the <b>bold</b> quizzes ${stamp}`;
  const message = 'The <b>bold</b> charts and <i>quizzes</i> taught me a lot.\nMore modules please!';
  const student = await signUpNewPlayer(page, 'reviewer');

  // /feedback: the form with its counters; a title alone is not enough
  await page.goto('/feedback');
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Moderate Feedback' })).toHaveCount(0);
  const form = page.getByRole('form', { name: 'Feedback' });
  await expect(form.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await form.getByLabel('Title').fill(title);
  await expect(form.getByText(`${title.length}/100`)).toBeVisible();
  await form.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByText('Required Fields', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Please provide both a title and message for your feedback.', { exact: true }),
  ).toBeVisible();

  // Four stars, a message, submitted: pending, so not public yet
  // The radios are drawn as stars: the student clicks the fourth star
  const fourStars = form.getByRole('radio', { name: '4 stars' });
  await form
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: '4 stars' }) })
    .click();
  await expect(fourStars).toBeChecked();
  await form.getByLabel('Message').fill(message);
  await expect(form.getByText(`${message.length}/500`)).toBeVisible();
  await checkScreen(page, 'feedback');
  await form.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByText('Feedback Submitted', { exact: true })).toBeVisible();
  await expect(form.getByLabel('Title')).toHaveValue('');
  await expect(form.getByText('0/500')).toBeVisible();
  const reviews = page.getByRole('list', { name: 'Reviews' });
  await page.reload();
  await expect(page.getByText('Community Reviews', { exact: true })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);

  // A player cannot moderate: Access Denied on the screen, 403 from the server
  await page.goto('/admin/feedback');
  await expect(page.getByText('Access Denied', { exact: true })).toBeVisible();
  expect(await page.evaluate(async () => (await fetch('/api/admin/feedback', { credentials: 'include' })).status)).toBe(
    403,
  );

  // The operator (ADMIN_EMAILS, address confirmed) approves it; the texts are shown as typed, not as HTML
  const operator = await signUpOperator(browser, baseURL);
  const pending = operator.getByRole('list', { name: 'Pending feedback' });
  const item = pending.getByRole('listitem').filter({ hasText: title });
  await expect(item).toContainText(student.username);
  await expect(item.getByRole('heading', { level: 3 })).toHaveText(title);
  await expect(item.locator('b, i')).toHaveCount(0);
  await checkScreen(operator, 'feedback-moderation');
  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(operator.getByText('Feedback approved', { exact: true })).toBeVisible();
  await expect(item).toHaveCount(0);
  await operator.getByRole('button', { name: 'Approved', exact: true }).click();
  const approved = operator
    .getByRole('list', { name: 'Approved feedback' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(approved.getByRole('button', { name: 'Reject' })).toBeVisible();
  await expect(approved.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await operator.context().close();

  // The student sees it under Community Reviews: four stars, their name, the HTML as text
  await page.goto('/feedback');
  const review = reviews.getByRole('listitem').filter({ hasText: title });
  await expect(review).toBeVisible();
  await expect(review.getByRole('heading', { level: 3 })).toHaveText(title);
  await expect(review).toContainText('The <b>bold</b> charts and <i>quizzes</i> taught me a lot.');
  await expect(review).toContainText('More modules please!');
  await expect(review).toContainText(student.username);
  await expect(review.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expect(reviews.locator('b, i')).toHaveCount(0);
});
