import { expect, type Page } from '@playwright/test';
import { checkScreen } from './check-screen.ts';
import { expectTestMode, fillTestCard, TEST_CARDS } from './store.ts';

export interface Educator {
  username: string;
  email: string;
  password: string;
  firstName: string;
  institutionName: string;
}

/**
 * A signed-out teacher subscribes to Educator Pro: /educator-access → Subscribe → the wizard (institution, account,
 * payment with the 4242 test card) → the success page (Subscription Activated!) → the educator dashboard.
 * `screens` checks each screen on the way (axe, 1280/390 px) under that prefix. Returns the new account.
 */
export async function subscribeAsEducator(page: Page, opts: { screens?: string } = {}): Promise<Educator> {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const educator: Educator = {
    username: `teach_${stamp}`.slice(0, 20),
    email: `teacher-${stamp}@example.com`,
    password: 'Arena-Teach1!',
    firstName: 'Maria',
    institutionName: `Lincoln High ${stamp}`,
  };
  const screen = async (name: string) => {
    if (opts.screens) await checkScreen(page, `${opts.screens}-${name}`);
  };

  await page.goto('/educator-access');
  await expect(page.getByRole('heading', { level: 1, name: 'Educator Pro' })).toBeVisible();
  await screen('educator-access');
  await page.getByRole('link', { name: 'Subscribe for $500/year' }).click();
  await expect(page).toHaveURL(/\/educator-subscription$/);

  // Step 1: the teacher and the institution
  const main = page.getByRole('main');
  const steps = main.getByRole('list', { name: 'Subscription steps' });
  await expect(main.getByRole('heading', { name: 'Institution information' })).toBeVisible();
  await expect(steps.locator('[aria-current="step"]')).toHaveText(/Institution/);
  await main.getByLabel('First name').fill(educator.firstName);
  await main.getByLabel('Last name').fill('Lopez');
  await main.getByLabel('Work email').fill(educator.email);
  await main.getByLabel('Job title').fill('Economics Teacher');
  await main.getByLabel('Institution name').fill(educator.institutionName);
  await main.getByLabel('Institution type').selectOption({ label: 'High School' });
  await expect(main.getByLabel('Estimated number of students')).toHaveValue('25');
  await expectTestMode(main);
  await screen('subscription-institution');
  await main.getByRole('button', { name: 'Continue', exact: true }).click();

  // Step 2: the account
  await expect(main.getByRole('heading', { name: 'Account setup' })).toBeVisible();
  await expect(steps.locator('[aria-current="step"]')).toHaveText(/Account/);
  await main.getByLabel('Username').fill(educator.username);
  await main.getByLabel('Password *', { exact: true }).fill(educator.password);
  await main.getByLabel('Confirm password *', { exact: true }).fill(educator.password);
  await expectTestMode(main);
  await screen('subscription-account');
  await main.getByRole('button', { name: 'Continue to payment' }).click();

  // Step 3: the store's card step, with the simulated provider's test card
  await expect(main.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible();
  await expect(main).toContainText(educator.institutionName);
  await fillTestCard(main, TEST_CARDS.succeeds);
  await expectTestMode(main);
  await screen('subscription-payment');
  await main.getByRole('button', { name: 'Pay $500.00' }).click();

  // The success page, then the educator dashboard
  await expect(page).toHaveURL(/\/educator-subscription-success\?payment_intent=/);
  await expect(page.getByRole('status').filter({ hasText: 'Subscription Activated!' })).toBeVisible();
  await expect(page).toHaveURL(/\/educator-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${educator.firstName}!` })).toBeVisible();
  return educator;
}
