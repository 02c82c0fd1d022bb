import { expect, test } from '@playwright/test';
import type { UserSubscription } from '@tradearena/contracts';
import { checkScreen } from './support/check-screen.ts';
import { subscribeAsEducator } from './support/educator.ts';
import { getJson } from './support/get-json.ts';
import { signUpNewPlayer } from './support/sign-up.ts';
import { expectTestMode } from './support/store.ts';

// The e2e server has no Stripe keys: Educator Pro is paid through the simulated provider's test card form.

test('a teacher reads the brochure, subscribes to Educator Pro with the 4242 test card and manages billing', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.goto('/brochure');
  await expect(page.getByRole('heading', { level: 1, name: 'TradeArena for Educators' })).toBeVisible();
  const brochure = page.getByRole('main');
  await expect(brochure.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
  await expect(brochure.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/register');
  await expect(brochure.getByRole('link', { name: 'Already Have Account' })).toHaveAttribute('href', '/login');
  await checkScreen(page, 'brochure');

  const educator = await subscribeAsEducator(page, { screens: 'educator' });
  const subscription = await getJson<UserSubscription>(page, '/api/user/subscription');
  expect(subscription).toMatchObject({ plan: 'Educator Pro', status: 'active', isActive: true, priceCents: 50_000 });

  // The educator dashboard of a new teacher: figures at zero, no classes yet
  const summary = page.getByLabel('Class summary').getByRole('definition');
  await expect(summary).toHaveText(['0', '0', 'No data', '0']);
  await expect(page.getByText('No leagues yet')).toBeVisible();
  // Educators see no portfolio value in the nav bar (docs/product/educators.md#educator-dashboard); / is their dashboard too
  const nav = page.getByRole('banner');
  await expect(nav.getByText('EDUCATOR', { exact: true })).toBeVisible();
  await expect(nav.getByTitle('Portfolio value')).toHaveCount(0);
  await checkScreen(page, 'educator-dashboard-empty');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${educator.firstName}!` })).toBeVisible();

  // Its main dialogs
  await page.getByRole('button', { name: 'Create New League' }).click();
  const createLeague = page.getByRole('dialog', { name: 'Create New League' });
  await expect(createLeague.getByLabel('Starting balance ($)')).toHaveAttribute('placeholder', '100000');
  await checkScreen(page, 'educator-create-league');
  await createLeague.getByRole('button', { name: 'Cancel' }).click();
  await expect(createLeague).toBeHidden();
  await page.getByRole('button', { name: 'Manage Students' }).click();
  const manage = page.getByRole('dialog', { name: 'Manage Students' });
  await expect(manage.getByText('No students yet')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(manage).toBeHidden();
  // Export needs a specific class
  await page.getByRole('button', { name: 'Export Class Data' }).click();
  await expect(page.getByText('Please select a specific class to export').first()).toBeVisible();

  // Billing management: the plan, its price and the paid first year
  await page.goto('/billing-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing Management' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Educator Pro' })).toBeVisible();
  await expect(page.getByText('$500.00/year').first()).toBeVisible();
  await expect(page.getByText('Visa ending in 4242')).toBeVisible();
  await expect(page.getByText('$500.00', { exact: true }).first()).toBeVisible();
  await expectTestMode(page.getByRole('main'));
  await checkScreen(page, 'billing-management');

  // Update Payment Method: the simulated billing portal in a new tab, test mode too
  const portalTab = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Update Payment Method' }).click();
  const portal = await portalTab;
  await expect(portal).toHaveURL(/\/billing\/payment-method$/);
  await expect(portal.getByRole('heading', { name: 'Update payment method' })).toBeVisible();
  await expectTestMode(portal.getByRole('main'));
  await checkScreen(portal, 'billing-payment-method');
  await portal.close();
});

test('a player opening /billing-management sees Access Denied with a link back to settings', async ({ page }) => {
  await signUpNewPlayer(page, 'nobill');
  await page.goto('/billing-management');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('Billing management is only available for educators')).toBeVisible();
  await checkScreen(page, 'billing-access-denied');
  await page.getByRole('link', { name: 'Back to Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);

  // A success page whose payment is not theirs (or not known) never activates anything: it keeps verifying
  await page.goto('/educator-subscription-success?payment_intent=pi_sim_not_mine');
  await expect(page.getByRole('status').filter({ hasText: 'Verifying Payment' })).toBeVisible();
  await expect(page.getByText(/Redirecting in \d+ seconds/)).toBeVisible();
  await checkScreen(page, 'subscription-success-verifying');
});
