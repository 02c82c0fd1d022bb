import { expect, test } from '@playwright/test';
import type { BankBalance, BankTransaction, UserLeague } from '@tradearena/contracts';
import { checkScreen } from './support/check-screen.ts';
import { getJson } from './support/get-json.ts';
import { createFriendLeague } from './support/leagues.ts';
import { signUpNewPlayer } from './support/sign-up.ts';
import { bankBalance, payWithTestCard, purchaseDialog, TEST_CARDS } from './support/store.ts';

// The e2e server has no Stripe keys: the store pays through the simulated provider's test card form.

test('a player buys Starter Boost with the 4242 test card and sees $10,000 more in the Trading Bank', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpNewPlayer(page, 'buyer');

  // The Trading Bank from the account menu: nothing yet
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Trading Bank' }).click();
  await expect(page).toHaveURL(/\/bank$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Trading Bank' })).toBeVisible();
  await expect(bankBalance(page)).toHaveText('$0.00');
  await expect(page.getByText('No transactions yet')).toBeVisible();
  await checkScreen(page, 'bank-empty');

  // The Premium Store: four packages with their badges, the league cards, the secure-payments note
  await page.getByRole('link', { name: 'Visit the Store' }).click();
  await expect(page).toHaveURL(/\/store$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Premium Store' })).toBeVisible();
  for (const name of ['Starter Boost', 'Professional', 'Elite Trader', 'Premium'])
    await expect(page.getByRole('button', { name: `Buy ${name}` })).toBeVisible();
  for (const badge of ['Sale', 'Popular', 'Best Value'])
    await expect(page.getByText(badge, { exact: true })).toBeVisible();
  await expect(page.getByText('League upgrades are for private leagues you created.')).toBeVisible();
  await checkScreen(page, 'store');

  // Buy Starter Boost: review ($4.99) → the test card form → Purchase Successful!, closing itself
  await page.getByRole('button', { name: 'Buy Starter Boost' }).click();
  const dialog = purchaseDialog(page);
  await expect(dialog).toContainText('Starter Boost: $10,000 of virtual cash');
  await expect(dialog).toContainText('$4.99');
  await payWithTestCard(page, TEST_CARDS.succeeds, { screens: 'purchase' });
  await expect(dialog.getByRole('status')).toContainText('Purchase Successful!');
  await expect(dialog.getByRole('status')).toContainText('$10,000 of virtual cash is in your Trading Bank.');
  await expect(dialog).toBeHidden();

  // The bank: $10,000.00 more, the purchase in the history
  await page.getByRole('link', { name: 'Trading Bank' }).click();
  await expect(page).toHaveURL(/\/bank$/);
  await expect(bankBalance(page)).toHaveText('$10,000.00');
  const purchase = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem');
  await expect(purchase).toHaveCount(1);
  await expect(purchase).toContainText('Starter Boost');
  await expect(purchase).toContainText('Purchase');
  await expect(purchase).toContainText('+$10,000.00');
  expect(await getJson<BankBalance>(page, '/api/bank/balance')).toEqual({ balance: 10_000 });
  await checkScreen(page, 'bank');
});

test('a declined test card shows Payment Failed and leaves the bank balance unchanged', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpNewPlayer(page, 'declined');
  await page.goto('/store');
  await page.getByRole('button', { name: 'Buy Starter Boost' }).click();
  await payWithTestCard(page, TEST_CARDS.declined);
  await expect(page.getByText('Payment Failed', { exact: true }).first()).toBeVisible();
  const dialog = purchaseDialog(page);
  // The card step stays open with the reason, ready for another card
  await expect(dialog.getByRole('heading', { name: 'Payment' })).toBeVisible();
  await expect(dialog.getByRole('alert')).toContainText('Your card was declined.');
  await checkScreen(page, 'purchase-declined');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/bank');
  await expect(bankBalance(page)).toHaveText('$0.00');
  await expect(page.getByText('No transactions yet')).toBeVisible();
  expect(await getJson<BankBalance>(page, '/api/bank/balance')).toEqual({ balance: 0 });
  expect(await getJson<BankTransaction[]>(page, '/api/bank/transactions')).toEqual([]);
});

test('a league creator buys 3 extra slots and the league card shows a limit of 7 players', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpNewPlayer(page, 'slots');
  const leagueName = `Slot Traders ${Date.now().toString(36).slice(-5)}`;
  const card = await createFriendLeague(page, { name: leagueName, displayName: 'Slot Sam', maxPlayers: 4 });
  await expect(card).toContainText('1 / 4 players');

  await page.goto('/store');
  const slots = page.getByRole('form', { name: 'Add extra participants' });
  await slots.getByLabel('League').selectOption({ label: leagueName });
  await slots.getByLabel('Extra participants').fill('3');
  await slots.getByRole('button', { name: 'Add for $2.97' }).click();
  const dialog = purchaseDialog(page);
  await expect(dialog).toContainText(`3 extra participant slots for ${leagueName}`);
  await expect(dialog).toContainText('$2.97');
  await payWithTestCard(page, TEST_CARDS.succeeds);
  await expect(dialog.getByRole('status')).toContainText('Participants Added!');
  await expect(dialog.getByRole('status')).toContainText(`${leagueName} has room for 3 more players.`);
  await expect(dialog).toBeHidden();

  await page.goto('/competitions');
  await expect(page.getByRole('listitem', { name: leagueName })).toContainText('1 / 7 players');
  const league = (await getJson<UserLeague[]>(page, '/api/user/leagues')).find((l) => l.name === leagueName);
  expect(league?.maxParticipants).toBe(7);
});
