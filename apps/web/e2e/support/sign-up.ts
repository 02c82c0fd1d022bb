import { expect, type Page } from '@playwright/test';

/**
 * Signs a brand-new player up through /login and waits for the dashboard; returns the credentials it used. The email
 * is made up from `prefix` unless given (the operator's address of playwright.config.ts, say).
 */
export async function signUpNewPlayer(
  page: Page,
  prefix: string,
  opts: { email?: string } = {},
): Promise<{ username: string; email: string; password: string }> {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const username = `${prefix}_${stamp}`.slice(0, 20);
  const email = opts.email ?? `${prefix}-${stamp}@example.com`;
  const password = 'Arena-Trade1!';
  await page.goto('/login');
  await page.getByRole('link', { name: 'Need an account? Sign up' }).click();
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return { username, email, password };
}
