import { expect, type Page, test } from '@playwright/test';
import type { OrderHistoryPage } from '@tradearena/contracts';
import { checkScreen } from './support/check-screen.ts';
import { type ClockedServer, startClockedServer } from './support/clocked-server.ts';
import { getJson } from './support/get-json.ts';
import { signUpNewPlayer } from './support/sign-up.ts';
import { buyThroughTicket, placeLimitBuy, placeThroughTicket } from './support/trade.ts';

/**
 * The History tab: a player buys and sells (two fills, the sale with its realized gain), cancels a limit order and
 * leaves a day limit order to expire at the close. The journey's own server starts three minutes before Tuesday's
 * close (New York hours), so the day order expires about three minutes in, when the expiry job next runs (every
 * minute). A rejection is covered by the HTTP tests (apps/server/test/orders/order-history.test.ts).
 */
const PORT = 3125;
const CLOCK_START = '2026-11-24T20:57:00.000Z';
const SYMBOL = 'AAPL';

let server: ClockedServer;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startClockedServer({
    port: PORT,
    leadMs: 0,
    clockStart: CLOCK_START,
    env: { MARKET_SEED: 'tradearena', MARKET_SEED_ALLOW_PUBLIC: 'true', MARKET_HOURS: 'nyse' },
  });
});
test.afterAll(async () => {
  await server?.stop();
});

/** A buy limit of one share, placed; the ticket back on market orders. */
async function placeOneShareLimit(page: Page, limit: string, timeInForce: 'day' | 'gtc') {
  await placeLimitBuy(page, limit, 1, timeInForce);
  await expect(page.getByText('Order placed').first()).toBeVisible();
  await page.getByLabel('Order type').selectOption('market');
}

test('a player sees fills with the realized gain, a cancel and an expiry in the History tab', async ({ browser }) => {
  test.setTimeout(420_000);
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signUpNewPlayer(page, 'history');
  await page.goto('/portfolio');
  await expect(page.getByRole('heading', { name: 'Personal Portfolio' })).toBeVisible();

  // Nothing yet.
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByText('No order history yet')).toBeVisible();
  await checkScreen(page, 'history-empty');

  // Two fills before the close: a buy and a sale.
  await page.getByRole('tab', { name: 'Trade' }).click();
  await buyThroughTicket(page, SYMBOL, 5);
  await page.getByLabel('Quantity (shares)').fill('2');
  await placeThroughTicket(page, 'Sell');
  await expect(page.getByText(`Sold 2 ${SYMBOL}`).first()).toBeVisible();

  // A GTC limit far below the price, cancelled; a day limit far below the price, left to expire at the close.
  await placeOneShareLimit(page, '10.00', 'gtc');
  await page.getByRole('tab', { name: /Open Orders/ }).click();
  await page
    .getByRole('button', { name: `Cancel order: Buy 1 ${SYMBOL} · Limit $10.00 · Good 'til cancelled` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('Order cancelled').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Trade' }).click();
  await placeOneShareLimit(page, '11.00', 'day');

  // The close comes (16:00 in New York); the expiry job ends the day order within a minute of it.
  await expect
    .poll(async () => (await getJson<OrderHistoryPage>(page, '/api/orders/history?status=expired')).total, {
      timeout: 300_000,
      intervals: [5_000],
    })
    .toBe(1);

  await page.getByRole('tab', { name: 'History' }).click();
  const history = page.getByRole('region', { name: 'Order history' });
  const rows = history.getByRole('listitem');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0)).toContainText('Expired');
  await expect(rows.nth(0)).toContainText('Limit $11.00');
  await expect(rows.nth(0)).toContainText('Day order expired at the close');
  await expect(rows.nth(1)).toContainText('Cancelled');
  await expect(rows.nth(1)).toContainText('Limit $10.00');
  await expect(rows.nth(2)).toContainText('Sell');
  await expect(rows.nth(2)).toContainText('Filled');
  await expect(rows.nth(2)).toContainText(/Realized gain [+-]?\$\d+\.\d\d/);
  await expect(rows.nth(3)).toContainText('Buy');
  await expect(rows.nth(3)).not.toContainText('Realized gain');
  // The sale's gain is the one the server computed for it.
  const sold = (await getJson<OrderHistoryPage>(page, '/api/orders/history?status=filled')).entries[0];
  expect(sold?.side).toBe('sell');
  expect(sold?.realizedGain).not.toBeNull();
  await checkScreen(page, 'history-tab');

  // Filters: the expired order alone.
  await history.getByLabel('Status').selectOption('expired');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Expired');
  await history.getByLabel('Status').selectOption('closed');
  await history.getByLabel('Symbol').fill('MSFT');
  await expect(history.getByText('No orders match')).toBeVisible();
  await context.close();
});
