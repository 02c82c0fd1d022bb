import { expect, type Locator, type Page } from '@playwright/test';
import { checkScreen } from './check-screen.ts';

/** The simulated provider's test cards (the e2e server has no Stripe keys): the numbers shown in the card form. */
export const TEST_CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;

/** Any future expiry (MM/YY) and CVC are accepted with a test card. */
const EXPIRY = '12/39';
const CVC = '123';

/** The note every payment step shows while payments are simulated (as on the journeys' server, without Stripe). */
export async function expectTestMode(scope: Locator): Promise<void> {
  await expect(scope.getByRole('note', { name: 'Test mode' })).toContainText('TEST MODE — nothing is charged');
}

/** The store's purchase dialog (its title changes with the step, so it is found by role alone). */
export function purchaseDialog(page: Page): Locator {
  return page.getByRole('dialog');
}

/**
 * The simulated provider's card step inside `scope` (the store's purchase dialog, the subscription wizard): marked as a
 * TEST payment, then its test card form filled with `cardNumber`, a future expiry and a CVC (not yet paid).
 */
export async function fillTestCard(scope: Locator, cardNumber: string): Promise<void> {
  await expect(scope).toContainText('TEST PAYMENT');
  await expect(scope).toContainText('No real card is charged.');
  const form = scope.getByRole('form', { name: 'Test card' });
  await form.getByLabel('Card number').fill(cardNumber);
  await form.getByLabel('Expiry (MM/YY)').fill(EXPIRY);
  await form.getByLabel('CVC').fill(CVC);
}

/**
 * From the purchase dialog's first step (Review): Continue to Payment, then the simulated card form with `cardNumber`,
 * a future expiry and a CVC, and Pay. `screens` checks each step on the way (axe, 1280/390 px) under that prefix.
 * Waits until the card form has answered: the success step, or the form's error under a Payment Failed toast.
 */
export async function payWithTestCard(page: Page, cardNumber: string, opts: { screens?: string } = {}): Promise<void> {
  const dialog = purchaseDialog(page);
  await expect(dialog.getByRole('heading', { name: 'Review your purchase' })).toBeVisible();
  await expectTestMode(dialog);
  if (opts.screens) await checkScreen(page, `${opts.screens}-review`);
  await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(dialog.getByRole('heading', { name: 'Payment' })).toBeVisible();
  await fillTestCard(dialog, cardNumber);
  await expectTestMode(dialog);
  if (opts.screens) await checkScreen(page, `${opts.screens}-payment`);
  await dialog
    .getByRole('form', { name: 'Test card' })
    .getByRole('button', { name: /^Pay \$/ })
    .click();
  await expect(
    dialog.getByRole('heading', { name: 'Thank you!' }).or(page.getByText('Payment Failed', { exact: true }).first()),
  ).toBeVisible();
  await expectTestMode(dialog);
}

/**
 * Buys the virtual cash package `name` on /store with a card that succeeds: Purchase Successful!, then the dialog
 * closes itself.
 */
export async function buyCashPackage(page: Page, name: string, opts: { screens?: string } = {}): Promise<void> {
  await page.goto('/store');
  await page.getByRole('button', { name: `Buy ${name}` }).click();
  await payWithTestCard(page, TEST_CARDS.succeeds, opts);
  await expect(purchaseDialog(page).getByRole('status')).toContainText('Purchase Successful!');
  await expect(purchaseDialog(page)).toBeHidden();
}

/** The Trading Bank's balance on /bank, as shown (e.g. "$10,000.00"). */
export function bankBalance(page: Page): Locator {
  return page.getByTestId('bank-balance');
}
