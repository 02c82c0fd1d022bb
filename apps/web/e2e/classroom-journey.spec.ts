import { expect, test } from '@playwright/test';
import type { EducatorLeague } from '@tradearena/contracts';
import { checkScreen } from './support/check-screen.ts';
import { subscribeAsEducator } from './support/educator.ts';
import { getJson } from './support/get-json.ts';
import { pickSymbol, placeThroughTicket, sharesWorth } from './support/trade.ts';

test('a teacher imports a roster and prints cards; a student signs in by username, sets a password, is refused over the cap, trades with a note; the teacher reads the journal', async ({
  page,
  browser,
}) => {
  test.setTimeout(360_000);
  const stamp = Date.now().toString(36).slice(-5);
  const leagueName = `Period 2 ${stamp}`;
  await subscribeAsEducator(page);

  // The teacher's class, starting now, with its house rules set in Settings
  await page.getByRole('button', { name: 'Create New League' }).click();
  const wizard = page.getByRole('dialog', { name: 'Create New League' });
  await wizard.getByRole('radio', { name: 'Start now' }).check();
  await wizard.getByLabel('League name').fill(leagueName);
  await wizard.getByRole('button', { name: 'Create League' }).click();
  const created = page.getByRole('dialog', { name: 'League created successfully!' });
  await created.getByRole('button', { name: 'Done' }).click();
  await expect(created).toBeHidden();
  await page.getByRole('button', { name: `Settings of ${leagueName}` }).click();
  const settings = page.getByRole('dialog', { name: `${leagueName} settings` });
  const rulesForm = settings.getByRole('form', { name: 'House rules' });
  await rulesForm.getByLabel(/Max % of the portfolio in one stock/).fill('25');
  await rulesForm.getByLabel(/Commission per trade/).fill('1');
  await rulesForm.getByLabel(/Every order needs a note/).check();
  await checkScreen(page, 'educator-house-rules');
  await rulesForm.getByRole('button', { name: 'Save house rules' }).click();
  await expect(page.getByText('House rules saved.').first()).toBeVisible();
  const league = (await getJson<EducatorLeague[]>(page, '/api/educator/leagues')).find((l) => l.name === leagueName);
  expect(league?.rules).toMatchObject({ maxPositionPct: 25, requireNote: true, commission: { perTradeCents: 100 } });
  // The keyboard closes it although the saved form's button took the focus with it
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();

  // Import roster: the school system's CSV, previewed with the row that will be skipped
  await page.getByRole('button', { name: 'Import roster' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import roster' });
  await dialog
    .getByLabel('Or paste the roster')
    .fill(`first_name,last_name,student_id\n"Ada ${stamp}",Lovelace,A${stamp}\n,Nameless,B${stamp}\n`);
  await expect(dialog.getByRole('table', { name: 'Roster preview' })).toContainText('Skipped: First name is missing');
  await checkScreen(page, 'educator-import-roster-preview');
  await dialog.getByRole('button', { name: 'Create 1 accounts' }).click();
  const account = dialog.getByRole('list', { name: 'Created accounts' }).getByRole('listitem');
  await expect(account).toHaveText(/: \S+ \/ [A-Z][a-z]{3}-[A-Z][a-z]{3}-\d{2}$/);
  const [, username, temporaryPassword] = /: (\S+) \/ (\S+)$/.exec((await account.textContent()) ?? '') ?? [];
  expect(username).toMatch(/^ada[a-z0-9]*\.lovelace\d+$/);

  // The printable login cards: class name, student's name, sign-in address, username, temporary password
  await dialog.getByRole('link', { name: 'Print login cards' }).click();
  await expect(page).toHaveURL(/\/educator\/classes\/\d+\/login-cards$/);
  const card = page.getByRole('list', { name: 'Login cards' }).getByRole('listitem');
  await expect(card).toContainText(leagueName);
  await expect(card).toContainText(`Ada ${stamp} Lovelace`);
  await expect(card).toContainText('/login');
  await expect(card).toContainText(username!);
  await expect(card).toContainText(temporaryPassword!);
  await checkScreen(page, 'educator-login-cards');

  // The student, on another computer: username and temporary password, then a password of their own
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await student.goto('/login');
  await student.getByLabel('Email or username').fill(username!);
  await student.getByLabel('Password', { exact: true }).fill(temporaryPassword!);
  await student.getByRole('button', { name: 'Sign In' }).click();
  await expect(student.getByRole('heading', { name: 'Choose your own password' })).toBeVisible();
  await checkScreen(student, 'student-forced-new-password');
  await student.getByLabel('Temporary password').fill(temporaryPassword!);
  await student.getByLabel('New password', { exact: true }).fill('Fresh#Pass2027');
  await student.getByLabel('Confirm new password').fill('Fresh#Pass2027');
  await student.getByRole('button', { name: 'Change Password' }).click();
  await expect(student.getByRole('heading', { name: `Welcome back, ${username}!` })).toBeVisible();

  // The class is theirs at once; the ticket shows its rules before they trade
  await student.goto('/competitions');
  await student.getByRole('link', { name: `Enter Portfolio of ${leagueName}` }).click();
  const rules = student.getByRole('region', { name: 'House rules' });
  await expect(rules).toContainText('At most 25 % of the portfolio in one stock');
  await expect(rules).toContainText('Commission per trade: $1.00');
  await expect(rules).toContainText('Every order needs a note');
  await pickSymbol(student, 'AAPL');
  await checkScreen(student, 'ticket-house-rules');

  // Over the cap (40 % of the $100,000 class balance, whatever AAPL costs in this run's market): refused with the
  // rule's message
  await student.getByLabel('Quantity (shares)').fill(String(await sharesWorth(student, 40_000)));
  await student.getByLabel('Note (required)').fill('All in on Apple');
  await placeThroughTicket(student, 'Buy');
  await expect(
    student.getByText(/This class allows at most 25 % of your portfolio in one stock/).first(),
  ).toBeVisible();

  // Within the cap, with a note: the review shows the class's commission, then it is bought
  await student.getByLabel('Quantity (shares)').fill('10');
  await student.getByLabel('Note (required)').fill('Services revenue keeps growing');
  const ticket = student.getByRole('region', { name: 'Place an order' });
  await ticket.getByRole('button', { name: 'Buy', exact: true }).click();
  await ticket.getByRole('button', { name: 'Review order' }).click();
  const review = student.getByRole('dialog', { name: 'Review your order' });
  await expect(review.getByText('Estimated commission')).toBeVisible();
  await expect(review.getByTestId('review-fees')).toHaveText('$1.00');
  await checkScreen(student, 'ticket-review-commission');
  await review.getByRole('button', { name: 'Back' }).click();
  await placeThroughTicket(student, 'Buy');
  await expect(student.getByText('Bought 10 AAPL').first()).toBeVisible();
  await studentContext.close();

  // The teacher reads the note in the class journal
  await page.goto('/educator-dashboard');
  await page.getByRole('button', { name: `Journal of ${leagueName}` }).click();
  const journal = page.getByRole('dialog', { name: `${leagueName} journal` });
  await expect(journal).toContainText(`Ada ${stamp}`);
  await expect(journal).toContainText('Services revenue keeps growing');
  await expect(journal).not.toContainText('All in on Apple');
  await checkScreen(page, 'educator-journal');
  await journal.getByRole('button', { name: 'Close' }).first().click();
  await expect(journal).toBeHidden();

  // The student forgot the password: Reset password in Manage Students; the new card carries the full name
  await page.getByRole('button', { name: 'Manage Students' }).click();
  const manage = page.getByRole('dialog', { name: 'Manage Students' });
  await manage.getByRole('button', { name: /^Reset password of Ada/ }).click();
  const reset = manage.getByRole('status').filter({ hasText: 'New temporary password for' });
  await expect(reset).toContainText(username!);
  const newPassword = (await reset.locator('strong').textContent())!.trim();
  expect(newPassword).not.toBe(temporaryPassword);
  await reset.getByRole('link', { name: 'Print card' }).click();
  const newCard = page.getByRole('list', { name: 'Login cards' }).getByRole('listitem');
  await expect(newCard).toHaveCount(1);
  await expect(newCard).toContainText(`Ada ${stamp} Lovelace`);
  await expect(newCard).toContainText(newPassword);
});
