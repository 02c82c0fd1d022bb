import { expect, test } from '@playwright/test';
import { checkScreen } from './support/check-screen.ts';
import { subscribeAsEducator } from './support/educator.ts';

test('a teacher imports a roster and prints login cards; a student signs in by username and sets a password', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36).slice(-5);
  const leagueName = `Period 2 ${stamp}`;
  await subscribeAsEducator(page);

  // The teacher's class, starting now
  await page.getByRole('button', { name: 'Create New League' }).click();
  const wizard = page.getByRole('dialog', { name: 'Create New League' });
  await wizard.getByRole('radio', { name: 'Start now' }).check();
  await wizard.getByLabel('League name').fill(leagueName);
  await wizard.getByRole('button', { name: 'Create League' }).click();
  const created = page.getByRole('dialog', { name: 'League created successfully!' });
  await created.getByRole('button', { name: 'Done' }).click();
  await expect(created).toBeHidden();

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

  // The printable login cards: class name, sign-in address, username, temporary password
  await dialog.getByRole('link', { name: 'Print login cards' }).click();
  await expect(page).toHaveURL(/\/educator\/classes\/\d+\/login-cards$/);
  const card = page.getByRole('list', { name: 'Login cards' }).getByRole('listitem');
  await expect(card).toContainText(leagueName);
  await expect(card).toContainText('/login');
  await expect(card).toContainText(username!);
  await expect(card).toContainText(temporaryPassword!);
  await checkScreen(page, 'educator-login-cards');

  // The student, on another computer: username and temporary password, then a password of their own
  const student = await (await browser.newContext()).newPage();
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
  // The class is theirs at once
  await student.goto('/competitions');
  await expect(student.getByText(leagueName).first()).toBeVisible();
});
