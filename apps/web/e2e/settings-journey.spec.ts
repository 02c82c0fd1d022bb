import { expect, test } from '@playwright/test';
import { checkScreen } from './support/check-screen.ts';
import { signUpNewPlayer } from './support/sign-up.ts';
import { buyThroughTicket } from './support/trade.ts';

test('edit the profile in settings, then delete the account and land home after the countdown', async ({ page }) => {
  const { email, password } = await signUpNewPlayer(page, 'settings');

  // Settings from the account menu
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Timezone')).toHaveAttribute('readonly', '');

  // Required fields are checked before the call
  await page.getByLabel('First name').fill('   ');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Missing Information').first()).toBeVisible();

  // A real update reaches the server and the menu shows the new name. Toast texts are matched exactly: Radix also
  // announces each toast in a live region whose text contains the title, which a loose match would find twice.
  await page.getByLabel('First name').fill('Rear Admiral Grace');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile Updated', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Rear Admiral Grace');
  const me = await page.evaluate(async () => (await fetch('/api/user', { credentials: 'include' })).json());
  expect(me.firstName).toBe('Rear Admiral Grace');

  // Delete: confirm dialog, countdown toast, then home
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(page.getByText('Account Successfully Deleted', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Redirecting to the home page in \d seconds?\.\.\.$/)).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 8_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learn trading through competitive gaming');
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

  // The account is gone
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');
});

test('the account overview of settings shows the member, their level and what they have played', async ({ page }) => {
  const { username, email } = await signUpNewPlayer(page, 'overview');
  await page.goto('/portfolio');
  await buyThroughTicket(page, 'AAPL', 1);

  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  const overview = page.getByRole('term').filter({ hasText: 'Account type' }).locator('xpath=ancestor::dl[1]');
  const row = (label: string) =>
    overview.getByRole('term').filter({ hasText: label }).locator('xpath=..').getByRole('definition');
  await expect(row('Account type')).toHaveText('Player');
  await expect(row('Username')).toHaveText(username);
  await expect(row('Email')).toHaveText(email);
  await expect(row('Member since')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  await expect(row('Trades')).toHaveText('1');
  await expect(row('Achievements')).toHaveText(/^\d+ of \d+$/);
  await expect(row('Leagues played')).toHaveText('0');
  await expect(row('Championships played')).toHaveText('0');
  await expect(page.getByRole('progressbar', { name: /^Progress to level \d+$/ })).toBeVisible();
  await checkScreen(page, 'settings');
});
