import { expect, test } from '@playwright/test';
import { checkScreen } from './support/check-screen.ts';
import { waitForMailMatch } from './support/outbox.ts';
import { signUpNewPlayer } from './support/sign-up.ts';

const NEW_PASSWORD = 'Fresh-Trade2!';

test('changing the password in Settings signs the other browser out; only the new password signs in', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { email, password } = await signUpNewPlayer(page, 'pwchange');

  // The same player is signed in in a second browser too
  const other = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const second = await other.newPage();
  await second.goto('/login');
  await second.getByLabel('Email').fill(email);
  await second.getByLabel('Password', { exact: true }).fill(password);
  await second.getByRole('button', { name: 'Sign In' }).click();
  await expect(second).toHaveURL(/\/dashboard$/);

  // Settings → Password: a wrong current password is refused on its field
  await page.goto('/settings');
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill('Wrong-Guess9!');
  await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(form.getByLabel('Current password')).toHaveAccessibleDescription('Current password is incorrect');

  // The right one changes it; this browser stays signed in
  await form.getByLabel('Current password').fill(password);
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(form.getByText('Your password has been changed. Other devices were signed out.')).toBeVisible();
  await checkScreen(page, 'settings-password');
  const mine = await page.evaluate(async () => (await fetch('/api/user', { credentials: 'include' })).status);
  expect(mine).toBe(200);
  await waitForMailMatch(email, /Your TradeArena password was changed/, 'the password-changed notice');

  // The other browser is signed out: its next call is refused and it lands on sign-in
  const theirs = await second.evaluate(async () => (await fetch('/api/user', { credentials: 'include' })).status);
  expect(theirs).toBe(401);
  await second.goto('/dashboard');
  await expect(second.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(second).toHaveURL(/\/login$/);

  // The old password no longer signs in; the new one does
  await second.getByLabel('Email').fill(email);
  await second.getByLabel('Password', { exact: true }).fill(password);
  await second.getByRole('button', { name: 'Sign In' }).click();
  await expect(second.getByText('Invalid email or password')).toBeVisible();
  await second.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await second.getByRole('button', { name: 'Sign In' }).click();
  await expect(second).toHaveURL(/\/dashboard$/);
  await other.close();
});
