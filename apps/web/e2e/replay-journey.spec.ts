import { type Browser, expect, type Page, test } from '@playwright/test';
import type { EducatorLeague } from '@tradearena/contracts';
import { checkScreen } from './support/check-screen.ts';
import { subscribeAsEducator } from './support/educator.ts';
import { getJson } from './support/get-json.ts';
import { signUpNewPlayer } from './support/sign-up.ts';
import { placeLimitBuy, placeThroughTicket } from './support/trade.ts';

/** A browser of its own (cookies, storage) on the journeys' server. */
async function openBrowser(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return { context, page: await context.newPage() };
}

/** A student signs up and joins the class by its invite code under `name`. */
async function joinClass(page: Page, inviteCode: string, name: string) {
  await signUpNewPlayer(page, 'student');
  await page.goto('/competitions');
  await page.getByRole('button', { name: 'Join League' }).click();
  const join = page.getByRole('dialog', { name: 'Join League' });
  await join.getByLabel('League code').fill(inviteCode);
  await join.getByLabel('Your display name').fill(name);
  await join.getByRole('button', { name: 'Join League' }).click();
  await expect(page.getByText('Joined League!').first()).toBeVisible();
}

/** Opens the class's replay from the Competitions page: its clock, never a date. */
async function openReplay(page: Page) {
  await page.goto('/competitions');
  await page.getByRole('link', { name: 'Open' }).first().click();
  await expect(page.getByTestId('replay-clock')).toHaveText(/^Day 1 \d\d:\d\d$/);
}

/** Picks `symbol` on the replay page and writes `shares` on its ticket, once the replay's price of it is shown. */
async function writeOrder(page: Page, symbol: string, shares: number) {
  await page.getByLabel('Symbol').selectOption(symbol);
  await expect(page.getByTestId('replay-price')).toContainText(symbol);
  await expect(page.getByTestId('price-per-share')).toContainText('$');
  await page.getByLabel('Quantity (shares)').fill(String(shares));
}

/** Buys `shares` of `symbol` at the replay's price with a market order on the one trade ticket. */
async function buyInReplay(page: Page, symbol: string, shares: number) {
  await writeOrder(page, symbol, shares);
  await placeThroughTicket(page, 'Buy');
  await expect(page.getByText(`Bought ${shares} ${symbol}`).first()).toBeVisible();
}

test('a class runs a 1-day replay compressed to 2 minutes: two students trade, the reveal shows the date and the standings', async ({
  browser,
}) => {
  test.setTimeout(360_000);
  const stamp = Date.now().toString(36).slice(-5);
  const className = `Mystery ${stamp}`;

  // The teacher subscribes and creates a class that starts now
  const teacher = await openBrowser(browser);
  const t = teacher.page;
  await subscribeAsEducator(t);
  await t.getByRole('button', { name: 'Create New League' }).click();
  const wizard = t.getByRole('dialog', { name: 'Create New League' });
  await wizard.getByRole('radio', { name: 'Start now' }).check();
  await wizard.getByLabel('League name').fill(className);
  await wizard.getByRole('button', { name: 'Create League' }).click();
  const created = t.getByRole('dialog', { name: 'League created successfully!' });
  const inviteCode = ((await created.getByTestId('invite-code').textContent()) ?? '').trim();
  await created.getByRole('button', { name: 'Done' }).click();
  const league = (await getJson<EducatorLeague[]>(t, '/api/educator/leagues')).find((l) => l.name === className);
  expect(league).toBeDefined();

  // Two students join the class
  const ann = await openBrowser(browser);
  const ben = await openBrowser(browser);
  await joinClass(ann.page, inviteCode, `Ann ${stamp}`);
  await joinClass(ben.page, inviteCode, `Ben ${stamp}`);

  // The teacher runs the replay of 2008-10-13, one trading day in 2 minutes, and lands on its page
  await t.reload();
  await t.getByRole('button', { name: 'Run a replay' }).click();
  const run = t.getByRole('dialog', { name: 'Run a replay' });
  await run.getByLabel('Class').selectOption(String(league!.id));
  await run.getByLabel('Minutes per trading day (2–390)').fill('2');
  await run.getByLabel('Real first day (optional, 2000–2020)').fill('2008-10-13');
  await run.getByRole('button', { name: 'Start replay' }).click();
  await expect(t).toHaveURL(/\/replays\/\d+$/);
  await expect(t.getByTestId('replay-clock')).toHaveText(/^Day 1 \d\d:\d\d$/);
  await expect(t.getByRole('main')).not.toContainText('2008');

  // Both students trade at the replay's prices while it runs, with every order type of the one ticket; the page
  // never names the day
  await openReplay(ann.page);
  await buyInReplay(ann.page, 'SPY', 20);
  // A limit buy far below the price rests in the replay's open orders
  await writeOrder(ann.page, 'SPY', 5);
  await placeLimitBuy(ann.page, '1.00', 5);
  await expect(ann.page.getByText('Order placed').first()).toBeVisible();
  const resting = ann.page.getByTestId('replay-open-orders');
  const cancelResting = resting.getByRole('button', {
    name: "Cancel order: Buy 5 SPY · Limit $1.00 · Good 'til cancelled",
  });
  await expect(cancelResting).toBeVisible();
  await expect(resting).toContainText("SPYBuy5LimitLimit $1.00Good 'til cancelled");
  await checkScreen(ann.page, 'replay-running');
  // Ann cancels her resting limit order from the keyboard, after the confirmation (early: the replay lasts 2 minutes)
  await cancelResting.focus();
  await ann.page.keyboard.press('Enter');
  const confirm = ann.page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(confirm).toContainText('Its reserved cash will be free again.');
  await confirm.getByRole('button', { name: 'Cancel order' }).focus();
  await ann.page.keyboard.press('Enter');
  await expect(ann.page.getByText('Order cancelled').first()).toBeVisible();
  await expect(resting).toBeHidden();
  await expect(ann.page.getByText('None: a limit or stop order rests here until it fills.')).toBeVisible();

  await openReplay(ben.page);
  await buyInReplay(ben.page, 'KO', 50);
  // A limit buy above the price fills at once at the replay's price
  await writeOrder(ben.page, 'JNJ', 2);
  await placeLimitBuy(ben.page, '5000.00', 2);
  await expect(ben.page.getByText('Order filled: Bought 2 JNJ at $').first()).toBeVisible();
  await expect(ann.page.getByRole('main')).not.toContainText('2008');
  await expect(ann.page.getByRole('list', { name: 'Replay market news' })).toContainText(
    'Day 1 09:30 Stocks open higher',
  );
  // At the close the reveal names the day and shows the final standings against the index
  const reveal = ann.page.getByTestId('replay-reveal');
  await expect(reveal).toContainText('That was 2008-10-13: the S&P 500 rose 11.6 %', { timeout: 150_000 });
  await expect(ann.page.getByTestId('replay-clock')).toHaveText('Day 1 16:00');
  await expect(reveal).toContainText(/Best trade: (Ann|Ben) /);
  await expect(reveal).toContainText(/Worst trade: (Ann|Ben) /);
  const standings = ann.page.getByRole('table', { name: 'Replay standings' });
  await expect(standings).toContainText(`Ann ${stamp}`);
  await expect(standings).toContainText(`Ben ${stamp}`);
  await expect(standings.getByRole('columnheader', { name: 'vs S&P 500' })).toBeVisible();
  // The ticket takes no more orders, and says why
  const ticket = ann.page.getByRole('region', { name: 'Place an order' });
  await expect(ticket.getByText('The replay is over')).toBeVisible();
  await expect(ticket.getByRole('button', { name: 'Review order' })).toBeDisabled();
  await checkScreen(ann.page, 'replay-reveal');
  await t.reload();
  await expect(t.getByTestId('replay-reveal')).toContainText('That was 2008-10-13');

  await Promise.all([teacher.context.close(), ann.context.close(), ben.context.close()]);
});
