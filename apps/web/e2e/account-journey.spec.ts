import { expect, type Page, test } from '@playwright/test';
import { waitForResetLink } from './support/outbox.ts';

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const email = `e2e-${stamp}@example.com`;
const username = `e2e_${stamp}`.slice(0, 20);
const firstPassword = 'Arena-Start1!';
const newPassword = 'Arena-Reset2?';

async function signIn(page: Page, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learn trading through competitive gaming');
}

test('sign up, sign out, sign in, recover the password from the emailed link, sign in with the new one', async ({
  page,
}) => {
  // Sign up
  await page.goto('/login');
  await page.getByRole('link', { name: 'Need an account? Sign up' }).click();
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(firstPassword);
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  await page.getByLabel('Confirm password').fill(firstPassword);
  await expect(page.getByText('6/6')).toBeVisible();
  await page.getByRole('button', { name: 'Create Account' }).click();

  // Dashboard with the greeting and the player's value chip
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome back, ${username}!` })).toBeVisible();
  await expect(page.getByTitle('Portfolio value')).toContainText('$100,000.00');
  expect(await page.evaluate(() => localStorage.getItem('isAuthenticated'))).toBe('true');

  // Sign out: storage cleared, back home
  await signOut(page);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);

  // Sign in again, then sign out
  await page.getByRole('link', { name: 'Sign In' }).first().click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await signIn(page, firstPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
  await signOut(page);

  // Forgot password
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The URL changes before the lazily loaded screen replaces the sign-in form: wait for it, or the typing lands in
  // the sign-in form's Email field that is about to go away.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  // Open the emailed link and set a new password
  const link = await waitForResetLink(email);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Reset Complete' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });

  // The old password no longer works; the new one does
  await signIn(page, firstPassword);
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome back, ${username}!` })).toBeVisible();
});
